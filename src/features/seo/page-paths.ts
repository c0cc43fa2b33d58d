import { getPathname } from '@/i18n/navigation'
import { locales, type Locale } from '@/i18n/locales'
import type { AppPathname, StaticPathname } from '@/i18n/pathnames'

type Href = Parameters<typeof getPathname>[0]['href']

/** Where a page lives: its route, or, for pages whose address is data, its path per language. */
export type PagePathsInput = {
  locale: Locale
  href: Href & (StaticPathname | { pathname: AppPathname })
  /** Set when the page has no equivalent in the other language. */
  onlyIn?: Locale
  /**
   * Pages whose address is data (blog articles): the path in each language where the page
   * exists, overriding `href`. A language missing here has no equivalent page.
   */
  paths?: Partial<Record<Locale, string>>
}

/**
 * The page's path in each language where it exists: its hreflang alternates, and the targets
 * of its language switch.
 */
export function pagePaths(input: PagePathsInput): Partial<Record<Locale, string>> {
  const available = input.onlyIn ? [input.onlyIn] : locales
  return Object.fromEntries(
    available.flatMap((locale) => {
      const path = input.paths ? input.paths[locale] : getPathname({ locale, href: input.href })
      return path ? [[locale, path]] : []
    }),
  )
}
