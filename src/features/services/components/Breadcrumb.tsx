import { Icon } from '@/components/ui/icons/Icon'
import { absoluteUrl } from '@/features/seo/metadata'
import { breadcrumbList } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'
import type { Locale } from '@/i18n/locales'
import { getPathname, Link } from '@/i18n/navigation'
import type { StaticPathname } from '@/i18n/pathnames'

export type Crumb = { label: string; href?: StaticPathname }

type Props = { label: string; items: Crumb[]; locale: Locale }

/**
 * The trail from the home page; the last item, without a link, is the current page. Search
 * engines get the same trail as a BreadcrumbList. One line at every width: the current page's
 * name gives way (an ellipsis) rather than wrap, a wrap that could come and go as the site's
 * typeface replaced its fallback and push the page down under the reader.
 */
export function Breadcrumb({ label, items, locale }: Props) {
  const trail = items.map((item) => ({
    name: item.label,
    url: item.href ? absoluteUrl(getPathname({ locale, href: item.href })) : undefined,
  }))
  return (
    <nav aria-label={label} className="mx-auto max-w-page px-4 pt-8 sm:px-6">
      <JsonLd data={breadcrumbList(trail)} />
      <ol className="flex items-center gap-x-2 text-sm whitespace-nowrap muted">
        {items.map((item, index) => (
          <li
            key={item.label}
            className={`flex items-center gap-2 ${item.href ? 'shrink-0' : 'min-w-0'}`}
          >
            {index > 0 ? <Icon name="chevron-right" className="size-4 shrink-0" /> : null}
            {item.href ? (
              <Link
                href={item.href}
                className="inline-flex min-h-6 items-center underline-offset-4 hover:text-(--foreground) hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-semibold text-(--foreground)">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
