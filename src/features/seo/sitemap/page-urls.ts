import { absoluteUrl } from '@/features/seo/metadata'
import type { SitemapAlternate, SitemapUrl } from '@/features/seo/sitemap/xml'
import { xDefaultPath } from '@/features/seo/x-default'
import { locales, type Locale } from '@/i18n/locales'
import { localizedPath, type StaticPathname } from '@/i18n/pathnames'
import { listedStaticRoutes } from '@/i18n/route-table'

/** Pages whose own metadata keeps them out of search engines (see their `robots`). */
const noindexRoutes = new Set<string>(['/search'])

/** The listed, indexable static routes of the route table. */
export function indexableStaticRoutes(): StaticPathname[] {
  return listedStaticRoutes().filter((key) => !noindexRoutes.has(key))
}

/** The hreflang alternates of a page that exists at `paths` (the pages' own, x-default last). */
export function alternatesOf(paths: Partial<Record<Locale, string>>): SitemapAlternate[] {
  const list: SitemapAlternate[] = locales.flatMap((locale) => {
    const path = paths[locale]
    return path ? [{ hreflang: locale, href: absoluteUrl(path) }] : []
  })
  return [...list, { hreflang: 'x-default', href: absoluteUrl(xDefaultPath(paths)) }]
}

/** One `<url>` per language a page exists in, each listing the same alternates. */
export function urlsOf(
  paths: Partial<Record<Locale, string>>,
  extra: (locale: Locale) => Omit<SitemapUrl, 'loc' | 'alternates'> = () => ({}),
): SitemapUrl[] {
  const alternates = alternatesOf(paths)
  return locales.flatMap((locale) => {
    const path = paths[locale]
    return path ? [{ loc: absoluteUrl(path), alternates, ...extra(locale) }] : []
  })
}

export function staticPageUrls(): SitemapUrl[] {
  return indexableStaticRoutes().flatMap((key) =>
    urlsOf(Object.fromEntries(locales.map((locale) => [locale, localizedPath(locale, key)]))),
  )
}
