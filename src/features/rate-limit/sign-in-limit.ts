import { NextResponse } from 'next/server'

import { clientIp } from '@/features/rate-limit/client-ip'
import { consumeRateLimit } from '@/features/rate-limit/rate-limit'
import { isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * Payload's own lockout counts failures per account; this counts attempts per address, so one
 * address cannot try passwords on every account, or flood the reset e-mails, in turn.
 */
const GUARDED = new Set(['login', 'forgot-password', 'reset-password'])
const PREFIX = '/api/admin-users/'

export function isSignInRequest(method: string, pathname: string): boolean {
  return (
    method === 'POST' && pathname.startsWith(PREFIX) && GUARDED.has(pathname.slice(PREFIX.length))
  )
}

/** The 429 to send instead of Payload's answer, or undefined to let the request through. */
export async function signInLimitResponse(
  headers: Headers,
  adminLanguage: string | undefined,
): Promise<NextResponse | undefined> {
  const verdict = await consumeRateLimit('sign-in', clientIp(headers))
  if (verdict.allowed) return undefined
  // The back office speaks the site's two languages; French is its default.
  const t = serverTranslator(isLocale(adminLanguage) ? adminLanguage : 'fr', 'forms')
  const message = t('tooManyAttempts', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) })
  // Payload's error shape, so the admin's sign-in form shows the message as it shows its own.
  return NextResponse.json(
    { errors: [{ message }] },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  )
}
