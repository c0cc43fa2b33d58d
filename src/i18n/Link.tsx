import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { hrefPathname, type RouteParams } from '@/i18n/client-routes'
import type { IntlLinkProps } from '@/i18n/navigation'
import { KEEP_SCROLL } from '@/platform/route-prefetch/link-target'

type Props = Omit<IntlLinkProps, 'locale'> &
  Omit<ComponentProps<'a'>, 'href'> & {
    /** false: the navigation keeps the scroll position (a filter above its list). */
    scroll?: boolean
  }

/**
 * next-intl's `Link` for server components (internal route in, `/fr/...` or `/en/...` out),
 * resolved on the server: the browser gets a plain `<a>` with its address, and neither
 * next-intl's client, the route table nor `next/link`: `LinkNavigation` (in the shell) makes
 * its clicks client-side navigations and preloads its page when the visitor reaches for it.
 * The language is the request's (`setRequestLocale`, as next-intl's own server Link reads it).
 * Client components get their addresses as props.
 */
export async function Link({ href, scroll, ...props }: Props) {
  const locale = await getLocale()
  const rest = scroll === false ? { ...props, [KEEP_SCROLL]: '' } : props
  if (typeof href === 'string') return <a href={hrefPathname(href, locale)} {...rest} />
  const { pathname, params, query, hash } = href as typeof href & { params?: RouteParams }
  return <a href={withQuery(hrefPathname({ pathname, params }, locale), query, hash)} {...rest} />
}

type Query = Record<
  string,
  string | number | boolean | readonly (string | number | boolean)[] | null | undefined
>

/** The address with an object href's query and fragment, as `next/link` formatted them. */
function withQuery(path: string, query: unknown, hash: string | null | undefined): string {
  const search = new URLSearchParams()
  if (typeof query === 'string') {
    new URLSearchParams(query).forEach((value, key) => search.append(key, value))
  } else if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query as Query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && item !== undefined) search.append(key, String(item))
      }
    }
  }
  const text = search.toString()
  const fragment = hash ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  return `${path}${text ? `?${text}` : ''}${fragment}`
}
