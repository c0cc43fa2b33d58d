import type { Access, PayloadRequest } from 'payload'

type AdminLike = {
  collection?: unknown
  is_active?: unknown
  two_factor?: unknown
  two_factor_sessions?: unknown
  _sid?: unknown
}

/**
 * An admin with two-factor sign-in whose session has not passed the second step yet: signed
 * in with the password only, allowed nowhere but the code screen (`/admin/two-factor`).
 */
export function awaitsSecondFactor(user: AdminLike | null | undefined): boolean {
  if (!user || user.two_factor !== true) return false
  const verified = Array.isArray(user.two_factor_sessions) ? user.two_factor_sessions : []
  return typeof user._sid !== 'string' || !verified.includes(user._sid)
}

/**
 * An admin is a signed-in user whose `admin_users` row is active (and, with
 * two-factor sign-in, whose session passed the second step).
 */
export function isActiveAdminUser(user: PayloadRequest['user']): boolean {
  return Boolean(
    user &&
    user.collection === 'admin-users' &&
    user.is_active === true &&
    !awaitsSecondFactor(user),
  )
}

export const isActiveAdmin: Access = ({ req }) => isActiveAdminUser(req.user)

export const anyone: Access = () => true

export const nobody: Access = () => false
