'use client'

import NextLink from 'next/link'
import { type ComponentProps, forwardRef } from 'react'

import { useRouteLocale } from '@/i18n/client-navigation'
import { localeCookieString, localizedPathname, type RouteParams } from '@/i18n/client-routes'
import type { Locale } from '@/i18n/locales'
import type { IntlLinkProps } from '@/i18n/navigation'

type Props = IntlLinkProps & Omit<ComponentProps<typeof NextLink>, keyof IntlLinkProps>

/**
 * next-intl's `Link` (internal route in, `/fr/...` or `/en/...` out, typed by the route table)
 * without next-intl's client module: its `Link` reads the language from next-intl's provider,
 * which carries the message runtime (an ICU parser, about 12 KB gzip) into every page. Here the
 * language is the address's `[locale]` segment. A link to the other language writes the
 * language cookie on click and has no prefetch, as next-intl's does.
 */
export const Link = forwardRef<HTMLAnchorElement, Props>(function Link(
  { href, locale, onClick, ...rest },
  ref,
) {
  const current = useRouteLocale()
  const target: Locale = locale ?? current
  const { pathname, params } =
    typeof href === 'string'
      ? { pathname: href, params: undefined }
      : (href as { pathname: string; params?: RouteParams })
  const localized = localizedPathname(pathname, params ?? {}, target)
  const nextHref = typeof href === 'string' ? localized : { ...href, pathname: localized }
  if (target === current) return <NextLink ref={ref} href={nextHref} onClick={onClick} {...rest} />
  return (
    <NextLink
      ref={ref}
      href={nextHref}
      hrefLang={target}
      prefetch={false}
      onClick={(event) => {
        document.cookie = localeCookieString(target)
        onClick?.(event)
      }}
      {...rest}
    />
  )
})
