import type { Access, PayloadRequest } from 'payload'

/** Spec section 6: an admin is a signed-in user whose `admin_users` row is active. */
export function isActiveAdminUser(user: PayloadRequest['user']): boolean {
  return Boolean(user && user.collection === 'admin-users' && user.is_active === true)
}

export const isActiveAdmin: Access = ({ req }) => isActiveAdminUser(req.user)

export const anyone: Access = () => true

export const nobody: Access = () => false
