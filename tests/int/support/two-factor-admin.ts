import type { Payload } from 'payload'

import type { AdminUser } from '@/payload-types'

export type SignedIn = {
  /** The session's token, as the `payload-token` cookie or a `JWT` header carries it. */
  token: string
  /** The user Payload reads from that token (with its session id), for the local API. */
  user: AdminUser & { collection: 'admin-users' }
  /** The session id (Payload's `sid` claim). */
  sid: string
}

/** The user a request with this token is, as Payload's own authentication reads it. */
export async function userOf(payload: Payload, token: string): Promise<SignedIn['user']> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  if (!user || user.collection !== 'admin-users') throw new Error('token of no admin')
  return user as SignedIn['user']
}

/**
 * An active admin with two-factor sign-in on, signed in with the password only: the session
 * still owes its second step. `verify` then marks it passed, as a right code does.
 */
export async function twoFactorAdmin(payload: Payload, email: string, password: string) {
  const created = await payload.create({
    collection: 'admin-users',
    data: { email, password, name: 'Deux facteurs', is_active: true },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'admin-users',
    id: created.id,
    data: { two_factor: true },
    overrideAccess: true,
  })
  const session = async (token: string): Promise<SignedIn> => {
    const user = await userOf(payload, token)
    return { token, user, sid: String((user as { _sid?: unknown })._sid) }
  }
  const signIn = async (): Promise<SignedIn> => {
    const { token } = await payload.login({ collection: 'admin-users', data: { email, password } })
    return session(token!)
  }
  const verify = async (pending: SignedIn): Promise<SignedIn> => {
    const { markSessionVerified } = await import('@/features/security/two-factor/service')
    await markSessionVerified(payload, pending.user, pending.sid)
    return session(pending.token)
  }
  return { id: created.id, signIn, verify }
}
