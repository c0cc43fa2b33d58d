import { parseCategoryFilter } from '@/features/portfolio/categories'
import { isLocale, type Locale, locales } from '@/i18n/locales'
import { withLocalePrefix } from '@/i18n/pathnames'
import { routeSlug } from '@/i18n/route-table'

/**
 * A filtered portfolio has the public address `?category=web` (`/fr/realisations?category=web`,
 * `/en/portfolio?category=ai`) but is rendered by the internal route
 * `/{locale}/realisations/categorie/{category}`, so that no portfolio route reads the query
 * string and every view is served from the page cache. The proxy rewrites the first form to the
 * second and sends a visitor who typed the second back to the first: each view has one address.
 * An unknown category shows the whole portfolio, as before: a shared link never breaks.
 */
export type FilterRoute = { kind: 'rewrite' | 'redirect'; pathname: string; search: string }

const portfolioPath = (locale: Locale) =>
  withLocalePrefix(locale, routeSlug('/realisations', locale))
const publicPaths = new Map(locales.map((locale) => [portfolioPath(locale), locale]))
const INTERNAL = /^\/([a-z]{2})\/realisations\/categorie\/([^/]+)\/?$/

const withSearch = (query: URLSearchParams) => (query.size ? `?${query}` : '')

export function portfolioFilterRoute(
  pathname: string,
  search: URLSearchParams,
): FilterRoute | null {
  const internal = INTERNAL.exec(pathname)
  if (internal && isLocale(internal[1])) {
    const query = new URLSearchParams(search)
    const category = parseCategoryFilter(internal[2])
    if (category !== 'all') query.set('category', category)
    return { kind: 'redirect', pathname: portfolioPath(internal[1]), search: withSearch(query) }
  }
  const locale = publicPaths.get(pathname)
  if (!locale || !search.has('category')) return null
  const category = parseCategoryFilter(search.getAll('category'))
  if (category === 'all') return null
  const rest = new URLSearchParams(search)
  rest.delete('category')
  return {
    kind: 'rewrite',
    pathname: `/${locale}/realisations/categorie/${category}`,
    search: withSearch(rest),
  }
}
