import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import {
  adminLanguageCookie,
  withAdminDefaultLanguage,
} from '@/features/admin-shell/admin-language'
import { listPageRoute } from '@/features/blog/addresses/list-page-route'
import { contactPreselection } from '@/features/contact/preselection'
import { requestIdFor, requestIdHeader } from '@/platform/logging/request-id'
import { forwardRequestHeaders } from '@/platform/proxy/forward-request-headers'
import { isAdminPath } from '@/platform/proxy/admin-path'
import {
  malformedJsonAnswer,
  malformedJsonParameter,
} from '@/platform/api-errors/malformed-json-query'
import { cachedPageAddress, goesOnToPage } from '@/platform/proxy/cached-page-query'
import { notFoundResponse } from '@/platform/proxy/not-found-response'
import { draftModeCookie, pageKind } from '@/platform/proxy/page-kind'
import { pagePolicy } from '@/platform/proxy/page-policy'
import { portfolioFilterRoute } from '@/features/portfolio/filter-route'
import { isSignInRequest, signInLimitResponse } from '@/platform/rate-limit/sign-in-limit'
import { faqSearchRoute } from '@/features/resources/search-route'
import { localeCookieName } from '@/i18n/locales'
import { repairMalformedPath } from '@/i18n/malformed-path'
import { routing } from '@/i18n/routing'
import { detectLocale, resolveUnprefixed } from '@/i18n/unprefixed'

const intl = createMiddleware(routing)

/**
 * Every response gets a request id (the reverse proxy's when well formed), also passed on in the
 * request's headers so server code logs with it (src/platform/logging). Every page gets its
 * Content-Security-Policy (src/platform/proxy/content-security-policy.ts): the fixed one of
 * the pages served from the page cache, or, for the admin and the pages rendered per request,
 * one with a nonce of its own, passed on the same way so the page's scripts carry it. A read of
 * a page served from the page cache is sent to its address without the query the page does not
 * use, which would otherwise be written into it for everyone
 * (src/platform/proxy/cached-page-query.ts).
 */
export default async function proxy(request: NextRequest) {
  const id = requestIdFor(request.headers.get(requestIdHeader))
  const forwarded: Record<string, string> = { [requestIdHeader]: id }
  let response = await route(request)
  response.headers.set(requestIdHeader, id)
  if (!isPassThroughPath(request.nextUrl.pathname)) {
    const kind = pageKind(renderedPath(request, response), request.cookies.has(draftModeCookie))
    if (kind === 'cached' && isRead(request.method) && goesOnToPage(response)) {
      const clean = cachedPageAddress(request.nextUrl, response, keptByCachedPages)
      if (clean) response = NextResponse.redirect(clean, 308)
    }
    const policy = await pagePolicy(kind)
    response.headers.set('Content-Security-Policy', policy.header)
    Object.assign(forwarded, policy.requestHeaders)
  }
  return forwardRequestHeaders(response, request, forwarded)
}

/** The route that renders the request: where next-intl or a query route rewrote it, if they did. */
function renderedPath(request: NextRequest, response: Response): string {
  const rewrite = response.headers.get('x-middleware-rewrite')
  return rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname
}

/** Addresses whose query string picks a cached route segment or a page rendered per request. */
const queryRoutes = [listPageRoute, portfolioFilterRoute, faqSearchRoute]

/**
 * Public pages: unprefixed and legacy paths are redirected by our policy
 * (src/i18n/unprefixed.ts), prefixed ones go through next-intl. The admin only gets its
 * default language (French) when it has none yet. Sign-in and password reset requests are
 * counted per address first (src/platform/rate-limit/sign-in-limit.ts). The API and the blog
 * preview are only here for their request id, and for the refusal of an API query whose JSON
 * filter does not parse (src/platform/api-errors/malformed-json-query.ts).
 */
async function route(request: NextRequest): Promise<Response> {
  if (isSignInRequest(request.method, request.nextUrl.pathname)) {
    const refused = await signInLimitResponse(
      request.headers,
      request.cookies.get(adminLanguageCookie)?.value,
    )
    return refused ?? NextResponse.next()
  }
  if (isAdminPath(request.nextUrl.pathname)) return withAdminDefaultLanguage(request)
  if (request.nextUrl.pathname.startsWith('/api/')) {
    // Payload would answer `?where=abc` with a 500 and an error-level log line.
    const malformed = malformedJsonParameter(request.nextUrl.searchParams)
    if (malformed) return NextResponse.json(malformedJsonAnswer(malformed), { status: 400 })
  }
  if (isPassThroughPath(request.nextUrl.pathname)) return NextResponse.next()
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
  for (const queryRoute of queryRoutes) {
    const found = queryRoute(request.nextUrl.pathname, request.nextUrl.searchParams)
    if (!found) continue
    if (found.kind === 'not-found') return notFoundResponse(request.nextUrl.pathname)
    const url = request.nextUrl.clone()
    url.pathname = found.pathname
    url.search = found.search
    return found.kind === 'rewrite' ? NextResponse.rewrite(url) : NextResponse.redirect(url, 308)
  }
  return intl(request)
}

/** The query values cached pages read in the browser: the contact form's preselected choices. */
function keptByCachedPages(name: string, value: string): boolean {
  const preset = contactPreselection({ [name]: value })
  return Object.values(preset).some((kept) => kept !== undefined)
}

/** Page reads; a form's post (a server action) goes to its page as it was sent. */
const isRead = (method: string) => method === 'GET' || method === 'HEAD'

const isPassThroughPath = (pathname: string) => /^\/(api|blog-preview)(\/|$)/.test(pathname)

export const config = {
  // Public pages: everything except the admin, the API, the blog preview routes (they check the
  // admin themselves), Next.js internals and files with an extension. Then the admin's screens,
  // the admin's sign-in and password reset endpoints, and, for their request id, the API and the
  // blog preview. Multipart uploads stay out: Next.js copies a body the proxy sees into memory
  // and cuts it at 10 MB, the media library's own limit. Static assets and files never run it.
  matcher: [
    '/((?!admin|api|blog-preview|_next|_vercel|.*\\..*).*)',
    '/admin',
    '/admin/:path*',
    '/api/admin-users/login',
    '/api/admin-users/forgot-password',
    '/api/admin-users/reset-password',
    {
      source: '/api/:path*',
      missing: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    '/blog-preview',
    '/blog-preview/:path*',
  ],
}
