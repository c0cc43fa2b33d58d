import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import {
  adminLanguageCookie,
  isAdminPath,
  withAdminDefaultLanguage,
} from '@/features/admin-shell/admin-language'
import { listPageRoute } from '@/features/blog/list-page-route'
import { isSignInRequest, signInLimitResponse } from '@/features/rate-limit/sign-in-limit'
import { localeCookieName } from '@/i18n/locales'
import { repairMalformedPath } from '@/i18n/malformed-path'
import { routing } from '@/i18n/routing'
import { detectLocale, resolveUnprefixed } from '@/i18n/unprefixed'

const intl = createMiddleware(routing)

/**
 * Public pages: unprefixed and legacy paths are redirected by our policy
 * (src/i18n/unprefixed.ts), prefixed ones go through next-intl. The admin only gets its
 * default language (French) when it has none yet. Sign-in and password reset requests are
 * counted per address first (src/features/rate-limit/sign-in-limit.ts).
 */
export default async function proxy(request: NextRequest) {
  if (isSignInRequest(request.method, request.nextUrl.pathname)) {
    const refused = await signInLimitResponse(
      request.headers,
      request.cookies.get(adminLanguageCookie)?.value,
    )
    return refused ?? NextResponse.next()
  }
  if (isAdminPath(request.nextUrl.pathname)) return withAdminDefaultLanguage(request)
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
  const listPage = listPageRoute(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (listPage) {
    const url = request.nextUrl.clone()
    url.pathname = listPage.pathname
    url.search = listPage.search
    return listPage.kind === 'rewrite' ? NextResponse.rewrite(url) : NextResponse.redirect(url, 308)
  }
  return intl(request)
}

export const config = {
  // Public pages: everything except the admin, the API, the blog preview routes (they check the
  // admin themselves), Next.js internals and files with an extension. Then the admin's screens,
  // and the admin's sign-in and password reset endpoints.
  matcher: [
    '/((?!admin|api|blog-preview|_next|_vercel|.*\\..*).*)',
    '/admin',
    '/admin/:path*',
    '/api/admin-users/login',
    '/api/admin-users/forgot-password',
    '/api/admin-users/reset-password',
  ],
}
