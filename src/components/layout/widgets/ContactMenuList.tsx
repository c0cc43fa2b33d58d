'use client'

import type { ReactNode } from 'react'

import type { ContactMenuLabels, ShellLinks } from '@/components/layout/shell-labels'

const item =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-(--muted)'

export type ContactMenuListProps = {
  phone: string
  labels: ContactMenuLabels
  links: Pick<ShellLinks, 'book' | 'contact'>
  icons: Record<'call' | 'book' | 'contact', ReactNode>
  close: () => void
}

/** The floating contact button's menu, loaded when the visitor reaches for the button. */
export function ContactMenuList({ phone, labels, links, icons, close }: ContactMenuListProps) {
  return (
    <ul
      id="contact-menu"
      data-testid="contact-menu"
      className="mb-2 w-56 rounded-xl border border-(--border) bg-(--background) p-2 shadow-xl"
    >
      <li>
        <a href={`tel:${phone.replace(/\s+/g, '')}`} className={item} onClick={close}>
          {icons.call}
          {labels.call}
        </a>
      </li>
      <li>
        <a href={links.book} className={item} onClick={close}>
          {icons.book}
          {labels.book}
        </a>
      </li>
      <li>
        <a href={links.contact} className={item} onClick={close}>
          {icons.contact}
          {labels.contact}
        </a>
      </li>
    </ul>
  )
}
