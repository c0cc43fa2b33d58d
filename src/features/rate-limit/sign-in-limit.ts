import { NextResponse } from 'next/server'

import { clientIp } from '@/features/rate-limit/client-ip'
import { consumeRateLimit } from '@/features/rate-limit/rate-limit'

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

const messages = {
  fr: (minutes: number) =>
    `Trop de tentatives depuis cette adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  en: (minutes: number) =>
    `Too many attempts from this address. Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`,
}

/** The 429 to send instead of Payload's answer, or undefined to let the request through. */
export async function signInLimitResponse(
  headers: Headers,
  adminLanguage: string | undefined,
): Promise<NextResponse | undefined> {
  const verdict = await consumeRateLimit('sign-in', clientIp(headers))
  if (verdict.allowed) return undefined
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
  const message = (adminLanguage === 'en' ? messages.en : messages.fr)(minutes)
  // Payload's error shape, so the admin's sign-in form shows the message as it shows its own.
  return NextResponse.json(
    { errors: [{ message }] },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  )
}
