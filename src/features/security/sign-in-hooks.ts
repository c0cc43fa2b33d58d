import type { CollectionAfterLoginHook, Payload, PayloadRequest } from 'payload'

import { requestLogger } from '@/platform/logging/request-logger'
import { clientIp } from '@/platform/rate-limit/client-ip'
import { sessionIdFromToken } from '@/features/security/session-token'

type Attempt = {
  email: string
  admin: number | null
  success: boolean
  /** Why it was refused; the sign-in form itself never tells (src/features/security/sign-in-guard.ts). */
  failure?: 'credentials' | 'unknown' | 'inactive' | 'locked' | 'second-factor'
  sessionId?: string | null
}

/** One line of the sign-in history; `req` keeps it in the request's transaction when given. */
export async function recordSignIn(
  payload: Payload,
  headers: Headers,
  attempt: Attempt,
  req?: PayloadRequest,
): Promise<void> {
  try {
    await payload.create({
      collection: 'admin-sign-ins',
      data: {
        email: attempt.email.slice(0, 254) || '(vide)',
        admin: attempt.admin,
        success: attempt.success,
        failure: attempt.failure ?? null,
        ip: clientIp(headers).slice(0, 64),
        user_agent: (headers.get('user-agent') ?? '').slice(0, 300) || null,
        session_id: attempt.sessionId ?? null,
      },
      req,
      overrideAccess: true,
    })
  } catch (error) {
    requestLogger(payload, headers).error(
      { err: error },
      'Sign-in history: could not record an attempt',
    )
  }
}

/** A successful sign-in, with the session it opened (so Sécurité can show where it came from). */
export const recordSuccessfulSignIn: CollectionAfterLoginHook = async ({ req, user, token }) => {
  await recordSignIn(
    req.payload,
    req.headers ?? new Headers(),
    {
      email: String(user.email ?? ''),
      admin: Number(user.id),
      success: true,
      sessionId: sessionIdFromToken(token),
    },
    req,
  )
  return user
}
