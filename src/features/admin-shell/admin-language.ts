import { type NextRequest, NextResponse } from 'next/server'

/** Payload's language cookie (`<cookiePrefix>-lng`; we keep the default prefix). */
export const adminLanguageCookie = 'payload-lng'

const oneYear = 60 * 60 * 24 * 365

/**
 * French is the back office's default. Without a language cookie Payload would follow the
 * browser's Accept-Language, so a first visit gets `payload-lng=fr`: on this very request (the
 * page renders in French at once) and in the browser (it sticks until the admin picks English
 * in their account, which overwrites the cookie).
 */
export function withAdminDefaultLanguage(request: NextRequest): NextResponse {
  if (request.cookies.has(adminLanguageCookie)) return NextResponse.next()
  const headers = new Headers(request.headers)
  const cookies = headers.get('cookie')
  const added = `${adminLanguageCookie}=fr`
  headers.set('cookie', cookies ? `${cookies}; ${added}` : added)
  const response = NextResponse.next({ request: { headers } })
  response.cookies.set({
    name: adminLanguageCookie,
    value: 'fr',
    path: '/',
    maxAge: oneYear,
    sameSite: 'lax',
  })
  return response
}
