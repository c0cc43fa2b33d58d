import configPromise from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type Payload } from 'payload'

import { awaitsSecondFactor } from '@/access/isActiveAdmin'
import type { AdminUser } from '@/payload-types'

export type SignedInAdmin = {
  payload: Payload
  user: AdminUser
  /** The session of this request (Payload's `sid` claim). */
  sid: string
  /** Signed in with the password, second step still owed. */
  pending: boolean
}

/** The active admin account signed in on this request, whether or not it passed the 2nd step. */
export async function signedInAdmin(): Promise<SignedInAdmin | null> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  const sid: unknown = (user as { _sid?: unknown } | null)?._sid
  if (!user || user.collection !== 'admin-users' || user.is_active !== true) return null
  if (typeof sid !== 'string') return null
  return { payload, user, sid, pending: awaitsSecondFactor(user) }
}

/**
 * The back office's server actions start here: the caller must be an active admin (second step
 * passed when it is on), checked on the server, not only by the screen that shows the form.
 */
export async function requireAdminAction(): Promise<SignedInAdmin> {
  const caller = await signedInAdmin()
  if (!caller || caller.pending) redirect('/admin/login')
  return caller
}
