import { NextResponse } from 'next/server'

import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import { peekRateLimit } from '@/platform/rate-limit/rate-limit'
import { isLocale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * The proxy's first filter in front of the back office's sign-in, forgotten and reset password
 * requests: an address already over its limit is refused before Payload runs. The limit itself
 * is counted and enforced inside Payload's operations (src/features/security/sign-in-guard.ts),
 * which every route reaches (REST in any spelling of the path, multipart bodies the proxy never
 * sees, GraphQL, the local API).
 */
const GUARDED = new Set(['login', 'forgot-password', 'reset-password'])
const PREFIX = '/api/admin-users/'

/**
 * The path as the router may understand it: percent-decoded, lower-cased, without trailing
 * slashes, because Payload matches `/api/admin-users/LOGIN` and `/%6cogin` to the sign-in too.
 */
export function normalisedApiPath(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed escape stays as typed: the router cannot decode it either.
  }
  return decoded
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
}

export function isSignInRequest(method: string, pathname: string): boolean {
  const path = normalisedApiPath(pathname)
  return (
    method.toUpperCase() === 'POST' &&
    path.startsWith(PREFIX) &&
    GUARDED.has(path.slice(PREFIX.length))
  )
}

/** The refusal's text, in the back office's language (French is its default). */
export function tooManyAttemptsMessage(language: string | undefined, retryAfterSeconds: number) {
  const t = serverTranslator(isLocale(language) ? language : 'fr', 'forms')
  return t('tooManyAttempts', { minutes: Math.ceil(retryAfterSeconds / 60) })
}

/** The 429 to send instead of Payload's answer, or undefined to let the request through. */
export async function signInLimitResponse(
  headers: Headers,
  adminLanguage: string | undefined,
): Promise<NextResponse | undefined> {
  const verdict = await peekRateLimit('sign-in', clientLimitKey(headers))
  if (verdict.allowed) return undefined
  // Payload's error shape, so the admin's sign-in form shows the message as it shows its own.
  return NextResponse.json(
    { errors: [{ message: tooManyAttemptsMessage(adminLanguage, verdict.retryAfterSeconds) }] },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  )
}
