import type { Locale } from '@/i18n/locales'
import { routeSlug, routeTable, type RouteKey } from '@/i18n/route-table'

type Pathnames = { [K in RouteKey]: (typeof routeTable)[K]['path'] }

/**
 * next-intl's view of the route table: internal route to the slug each language shows. The
 * assertion only restates, key by key, the literal types of `routeTable`.
 */
export const pathnames = Object.fromEntries(
  Object.entries(routeTable).map(([key, route]) => [key, route.path]),
) as Pathnames

export type AppPathname = RouteKey

/** A page without a dynamic segment: a plain link target. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>

/** `/fr` for the home, `/fr/slug` otherwise. */
export function withLocalePrefix(locale: Locale, slug: string): string {
  return slug === '/' ? `/${locale}` : `/${locale}${slug}`
}

/**
 * The public path of a page without a dynamic segment, for code outside React (e-mails, API
 * endpoints, jobs) where next-intl's navigation helpers are not available.
 */
export function localizedPath(locale: Locale, internal: StaticPathname): string {
  return withLocalePrefix(locale, routeSlug(internal, locale))
}
