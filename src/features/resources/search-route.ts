import { queryParam } from '@/features/resources/faq-search'
import { isLocale, type Locale, locales } from '@/i18n/locales'
import { withLocalePrefix } from '@/i18n/pathnames'
import { routeSlug } from '@/i18n/route-table'

/**
 * The resources centre is served from the page cache; its FAQ search filters in the browser as
 * the visitor types. Without JavaScript the search is a GET form (`?q=...`): that request is
 * rewritten by the proxy to the internal route `/{locale}/centre-ressources-faq/recherche`,
 * rendered for each visit, which filters on the server. The internal address typed as such is
 * sent back to the public one.
 */
export type SearchRoute = { kind: 'rewrite' | 'redirect'; pathname: string; search: string }

const resourcesPath = (locale: Locale) =>
  withLocalePrefix(locale, routeSlug('/centre-ressources-faq', locale))
const publicPaths = new Map(locales.map((locale) => [resourcesPath(locale), locale]))
const INTERNAL = /^\/([a-z]{2})\/centre-ressources-faq\/recherche\/?$/

export function faqSearchRoute(pathname: string, search: URLSearchParams): SearchRoute | null {
  const internal = INTERNAL.exec(pathname)
  if (internal && isLocale(internal[1])) {
    return { kind: 'redirect', pathname: resourcesPath(internal[1]), search: queryOf(search) }
  }
  const locale = publicPaths.get(pathname)
  if (!locale || !queryParam(search.getAll('q'))) return null
  return {
    kind: 'rewrite',
    pathname: `/${locale}/centre-ressources-faq/recherche`,
    search: queryOf(search),
  }
}

const queryOf = (search: URLSearchParams) => (search.size ? `?${search}` : '')
