import type { Payload } from 'payload'

import type { AdminUser } from '@/payload-types'

/**
 * Ends one session of an admin. Payload checks on every request that the token's session is
 * still in the admin's list, so the revoked browser is signed out at its next request.
 */
export async function revokeAdminSession(
  payload: Payload,
  admin: AdminUser,
  sessionId: string,
): Promise<boolean> {
  const current = await payload.findByID({
    collection: 'admin-users',
    id: admin.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const sessions = current.sessions ?? []
  const remaining = sessions.filter((session) => session.id !== sessionId)
  if (remaining.length === sessions.length) return false
  await payload.db.updateOne({
    collection: 'admin-users',
    id: admin.id,
    data: { sessions: remaining },
    returning: false,
  })
  return true
}

/** Ends every session of an admin in one write (their account was deactivated). */
export async function endAllSessions(payload: Payload, adminId: number): Promise<void> {
  await payload.db.updateOne({
    collection: 'admin-users',
    id: adminId,
    data: { sessions: [] },
    returning: false,
  })
}
