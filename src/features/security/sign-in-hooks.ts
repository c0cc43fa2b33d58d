import type {
  CollectionAfterErrorHook,
  CollectionAfterLoginHook,
  Payload,
  PayloadRequest,
} from 'payload'

import { requestLogger } from '@/features/logging/request-logger'
import { clientIp } from '@/features/rate-limit/client-ip'
import { sessionIdFromToken } from '@/features/security/session-token'

type Attempt = {
  email: string
  admin: number | null
  success: boolean
  failure?: 'credentials' | 'locked' | 'second-factor'
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

function isLoginRequest(req: PayloadRequest): boolean {
  try {
    return new URL(req.url ?? '', 'http://localhost').pathname.endsWith('/admin-users/login')
  } catch {
    return false
  }
}

/**
 * A refused sign-in through the back office's form (REST login). Payload answers 401 both for a
 * wrong password and a locked account; the locked one is told apart by its message.
 */
export const recordFailedSignIn: CollectionAfterErrorHook = async ({ req, error }) => {
  const status = (error as { status?: unknown }).status
  if (!isLoginRequest(req) || status !== 401) return
  const email = typeof req.data?.email === 'string' ? req.data.email.trim().toLowerCase() : ''
  let admin: number | null = null
  try {
    const { docs } = email
      ? await req.payload.find({
          collection: 'admin-users',
          where: { email: { equals: email } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
      : { docs: [] }
    admin = docs[0] ? Number(docs[0].id) : null
  } catch (lookupError) {
    requestLogger(req.payload, req.headers).error(
      { err: lookupError },
      'Sign-in history: admin lookup failed',
    )
  }
  const locked = error.message === req.t('error:userLocked')
  await recordSignIn(
    req.payload,
    req.headers ?? new Headers(),
    {
      email,
      admin,
      success: false,
      failure: locked ? 'locked' : 'credentials',
    },
    req,
  )
}
