import { ChevronRight } from 'lucide-react'

import { Link } from '@/i18n/navigation'
import type { StaticPathname } from '@/i18n/pathnames'

export type Crumb = { label: string; href?: StaticPathname }

type Props = { label: string; items: Crumb[] }

/** The trail from the home page; the last item, without a link, is the current page. */
export function Breadcrumb({ label, items }: Props) {
  return (
    <nav aria-label={label} className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-[var(--muted-foreground)]">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-2">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0" /> : null}
            {item.href ? (
              <Link
                href={item.href}
                className="inline-flex min-h-6 items-center underline-offset-4 hover:text-[var(--foreground)] hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-[var(--foreground)]">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
