import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { hrefPathname, type RouteParams } from '@/i18n/client-routes'
import type { IntlLinkProps } from '@/i18n/navigation'

type Props = Omit<IntlLinkProps, 'locale'> &
  Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'>

/**
 * next-intl's `Link` for server components (internal route in, `/fr/...` or `/en/...` out),
 * resolved on the server: the browser gets a plain `next/link` with its address, and neither
 * next-intl's client nor the route table. The language is the request's (`setRequestLocale`,
 * as next-intl's own server Link reads it). Client components get their addresses as props.
 * No preloading on sight: `IntentPrefetcher` preloads a page when the visitor reaches for its
 * link (`prefetch` still overrides).
 */
export async function Link({ href, ...rest }: Props) {
  const locale = await getLocale()
  if (typeof href === 'string')
    return <NextLink href={hrefPathname(href, locale)} prefetch={false} {...rest} />
  const { pathname, params, ...url } = href as typeof href & { params?: RouteParams }
  const localized = hrefPathname({ pathname, params }, locale)
  return <NextLink href={{ ...url, pathname: localized }} prefetch={false} {...rest} />
}
