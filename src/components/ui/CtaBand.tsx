import type { ComponentProps } from 'react'

import { buttonStyles } from '@/components/ui/button-styles'
import { Link } from '@/i18n/navigation'

type Action = { href: ComponentProps<typeof Link>['href']; label: string }

type Props = { id: string; title: string; text: string; primary: Action; secondary: Action }

/** The closing call to action of a page: a filled band with two links. */
export function CtaBand({ id, title, text, primary, secondary }: Props) {
  return (
    <section aria-labelledby={id} className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-(--accent) px-6 py-14 text-center text-(--accent-foreground) sm:px-12">
        <h2 id={id} className="text-3xl font-extrabold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <Link href={primary.href} className={buttonStyles.inverse}>
            {primary.label}
          </Link>
          <Link href={secondary.href} className={buttonStyles.outline}>
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  )
}
