import type { ReactNode } from 'react'

import type { ContactMenuLabels, ShellLinks } from '@/components/layout/shell-labels'

const item =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-(--muted)'

type Props = {
  phone: string
  labels: Pick<ContactMenuLabels, 'call' | 'book' | 'contact'>
  links: Pick<ShellLinks, 'book' | 'contact'>
  icons: Record<'call' | 'book' | 'contact', ReactNode>
}

/**
 * The floating contact button's menu: three plain links drawn by the server, so that they are
 * in the page without JavaScript and cost no script with it.
 */
export function ContactMenuList({ phone, labels, links, icons }: Props) {
  return (
    <ul
      id="contact-menu"
      data-testid="contact-menu"
      className="mb-2 w-56 rounded-xl border border-(--border) bg-(--background) p-2 shadow-xl"
    >
      <li>
        <a href={`tel:${phone.replace(/\s+/g, '')}`} className={item}>
          {icons.call}
          {labels.call}
        </a>
      </li>
      <li>
        <a href={links.book} className={item}>
          {icons.book}
          {labels.book}
        </a>
      </li>
      <li>
        <a href={links.contact} className={item}>
          {icons.contact}
          {labels.contact}
        </a>
      </li>
    </ul>
  )
}
