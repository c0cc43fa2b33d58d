import { headers } from 'next/headers'
import { NextResponse } from 'next/server'

import { env } from '@/config/env'
import {
  clockStart,
  clockToIssue,
  cookieValue,
  FORM_CLOCK_COOKIE,
  FORM_CLOCK_LIFE_MS,
} from '@/platform/spam/form-clock'

/** A transparent 1×1 GIF: what the form's `<noscript>` image shows. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * `GET /api/form-clock`: starts the visitor's form clock (see form-clock.ts), or keeps a recent
 * one. Never cached, by the site or by anyone on the way: each visitor gets a time of its own.
 */
export function formClockResponse(cookie: string | undefined, now: number = Date.now()) {
  const { PAYLOAD_SECRET, SITE_URL } = env()
  const response = new NextResponse(new Uint8Array(PIXEL), {
    headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'private, no-store' },
  })
  const issued = clockToIssue(cookie, PAYLOAD_SECRET, now)
  if (issued) {
    response.cookies.set(FORM_CLOCK_COOKIE, issued, {
      httpOnly: true,
      sameSite: 'lax',
      secure: SITE_URL.startsWith('https://'),
      path: '/',
      maxAge: FORM_CLOCK_LIFE_MS / 1000,
    })
  }
  return response
}

/**
 * A form post's anti-robot fields with the render time it carries replaced by the visitor's
 * own clock: empty without one, so a post without JavaScript and without the clock is refused,
 * whatever render time the cached form it copied shows. Forms of pages served from the page
 * cache read their post through this; the booking's pages are rendered per visit, and their
 * render time is the visitor's own already.
 */
export async function withVisitorClock<T extends object>(
  posted: T,
  now: number = Date.now(),
): Promise<T & { startedAt: string }> {
  // The request's headers rather than cookies(): what every caller of the actions provides.
  const cookie = cookieValue((await headers()).get('cookie'), FORM_CLOCK_COOKIE)
  const started = clockStart(cookie, env().PAYLOAD_SECRET, now)
  return { ...posted, startedAt: started === undefined ? '' : String(started) }
}
