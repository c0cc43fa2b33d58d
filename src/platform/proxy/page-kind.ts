import { isAdminPath } from '@/platform/proxy/admin-path'
import type { PageKind } from '@/platform/proxy/page-policy'
import { isLocale } from '@/i18n/locales'
import { type RouteDefinition, routeTable } from '@/i18n/route-table'

/** Next.js's draft-mode cookie: the owner's preview renders a page per request. */
export const draftModeCookie = '__prerender_bypass'

/** Internal routes (not in the route table) that read their query string. */
const perRequestInternal = ['/centre-ressources-faq/recherche']

const perRequestRoutes = (Object.entries(routeTable) as [string, RouteDefinition][])
  .filter(([, route]) => route.perRequest)
  .map(([key]) => key)
  .concat(perRequestInternal)
  .map((key) => new RegExp(`^${key.replace(/\[[^\]]+\]/g, '[^/]+')}/?$`))

/**
 * Whether the page at `pathname` (the internal route the request reaches, after the proxy's
 * rewrites: `/en/reservation`, not `/en/booking`) is served from the page cache or rendered for
 * this request. Wrong in the safe direction only: a page rendered per request that were taken
 * for a cached one still runs under the cached pages' policy, while the reverse would block a
 * cached page's scripts, which carry no nonce.
 */
export function pageKind(pathname: string, draftMode: boolean): PageKind {
  if (isAdminPath(pathname) || draftMode) return 'per-request'
  const [, locale, ...rest] = pathname.split('/')
  if (!isLocale(locale)) return 'cached'
  const route = `/${rest.join('/')}`
  return perRequestRoutes.some((pattern) => pattern.test(route)) ? 'per-request' : 'cached'
}
