import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { localeCookieName } from '@/i18n/locales'
import { repairMalformedPath } from '@/i18n/malformed-path'
import { routing } from '@/i18n/routing'
import { detectLocale, resolveUnprefixed } from '@/i18n/unprefixed'

const intl = createMiddleware(routing)

/**
 * Public pages only: unprefixed and legacy paths are redirected by our policy
 * (src/i18n/unprefixed.ts), prefixed ones go through next-intl.
 */
export default function proxy(request: NextRequest) {
  const preferred = detectLocale(
    request.cookies.get(localeCookieName)?.value,
    request.headers.get('accept-language'),
  )
  const repaired = repairMalformedPath(request.nextUrl.pathname)
  if (repaired) {
    const url = request.nextUrl.clone()
    url.pathname = repaired
    return NextResponse.redirect(url, 308)
  }
  const target = resolveUnprefixed(request.nextUrl.pathname, preferred)
  if (target) {
    const url = request.nextUrl.clone()
    url.pathname = target.pathname
    const response = NextResponse.redirect(url, target.status)
    if (target.status === 307) response.headers.set('Vary', 'Cookie, Accept-Language')
    return response
  }
  return intl(request)
}

export const config = {
  // Everything except the admin, the API, the blog preview routes (they check the admin
  // themselves), Next.js internals and files with an extension.
  matcher: ['/((?!admin|api|blog-preview|_next|_vercel|.*\\..*).*)'],
}
