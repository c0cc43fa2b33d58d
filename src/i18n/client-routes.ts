import type { Locale } from '@/i18n/locales'
import { routeSlug, routeTable, type RouteKey } from '@/i18n/route-table'

/*
 * next-intl's address rules as plain functions over the route table (`getPathname` and the
 * hrefs it accepts): next-intl's navigation module brings its message runtime (an ICU parser,
 * about 12 KB gzip) into every page that imports it. Same rules as next-intl 4
 * (`compileLocalizedPathname`): `[param]` and `[...param]`, an unknown path kept as is.
 */

type Value = string | number | boolean | bigint
export type RouteParams = Record<string, Value | readonly Value[] | null | undefined>

function withoutTrailingSlash(path: string) {
  return path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path
}

/** next-intl's `getPathname({ href: { pathname, params }, locale })` with its `/locale` prefix. */
export function localizedPathname(pathname: string, params: RouteParams, locale: Locale): string {
  let compiled = pathname
  if (pathname in routeTable) {
    compiled = routeSlug(pathname as RouteKey, locale)
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue
      compiled =
        typeof value === 'object'
          ? compiled.replace(new RegExp(`\\[\\.\\.\\.${key}\\]`, 'g'), () =>
              value.map(String).join('/'),
            )
          : compiled.replace(new RegExp(`\\[${key}\\]`, 'g'), () => String(value))
    }
    if (compiled.includes('[')) throw new Error(`Missing params for ${pathname}`)
    compiled = new URL(compiled, 'http://l').pathname
  }
  compiled = withoutTrailingSlash(compiled)
  return compiled === '/' ? `/${locale}` : `/${locale}${compiled}`
}

type Query = RouteParams

function serializeQuery(query: Query): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'object' && value !== null) {
      for (const item of value) search.append(key, String(item))
    } else search.set(key, String(value))
  }
  return `?${search.toString()}`
}

/** next-intl's `getPathname({ href, locale })`: a route, or a route with params and query. */
export function hrefPathname(
  href: string | { pathname: string; params?: RouteParams; query?: Query },
  locale: Locale,
): string {
  if (typeof href === 'string') return localizedPathname(href, {}, locale)
  const { pathname, params, query } = href
  return localizedPathname(pathname, params ?? {}, locale) + (query ? serializeQuery(query) : '')
}
