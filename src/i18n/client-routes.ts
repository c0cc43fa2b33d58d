import type { Locale } from '@/i18n/locales'
import { routeSlug, routeTable, type RouteKey } from '@/i18n/route-table'

/*
 * next-intl's address rules as plain functions over the route table (`getPathname`,
 * `usePathname`, the language switch's `router.replace(..., { locale })`): next-intl's
 * navigation module brings its message runtime (an ICU parser, about 12 KB gzip) into every
 * page that imports it. Same rules as next-intl 4 (`getRoute`, `compileLocalizedPathname`):
 * static segments before dynamic ones, `[param]` and `[...param]`, an unknown path kept as is.
 */

type Value = string | number | boolean | bigint
export type RouteParams = Record<string, Value | readonly Value[] | null | undefined>

function isDynamic(segment: string) {
  return segment.includes('[')
}

function isCatchAll(segment: string) {
  return segment.includes('[...')
}

/** next-intl's order: shorter first, then static before dynamic, then plain before catch-all. */
function compareRoutes(a: string, b: string): number {
  const left = a.split('/')
  const right = b.split('/')
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const [x, y] = [left[i], right[i]]
    if (!x && y) return -1
    if (x && !y) return 1
    if (!x || !y) continue
    if (isDynamic(x) !== isDynamic(y)) return isDynamic(x) ? 1 : -1
    if (isCatchAll(x) !== isCatchAll(y)) return isCatchAll(x) ? 1 : -1
  }
  return 0
}

const sortedRoutes = (Object.keys(routeTable) as RouteKey[]).sort(compareRoutes)

function withoutTrailingSlash(path: string) {
  return path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path
}

function templateRegex(template: string) {
  const pattern = template
    .replace(/\[(\.\.\.[^\]]+)\]/g, '(.+)')
    .replace(/\[([^\]]+)\]/g, '([^/]+)')
  return new RegExp(`^${pattern}$`)
}

/** The path without its `/fr` or `/en` prefix (`/` for the home). */
function unprefixed(pathname: string, locale: Locale) {
  const prefix = `/${locale}`
  if (pathname === prefix) return '/'
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname
}

/** next-intl's `usePathname()`: the internal route (template) of a public path. */
export function internalPathname(pathname: string, locale: Locale): string {
  const base = unprefixed(pathname, locale)
  const decoded = withoutTrailingSlash(decodeURI(base))
  for (const route of sortedRoutes) {
    if (templateRegex(withoutTrailingSlash(routeSlug(route, locale))).test(decoded)) return route
  }
  return base
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
