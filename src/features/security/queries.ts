import type { Payload, Where } from 'payload'

import type { AdminSignIn, AdminUser, AuditLog } from '@/payload-types'
import { liveSessions, type StoredSession } from '@/features/security/session-token'
import { lockedAddresses } from '@/features/security/sign-in-lock'

export type AdminSecurityRow = {
  admin: AdminUser
  sessions: (StoredSession & { origin?: AdminSignIn })[]
  lockedUntil: string | null
}

export type SecurityFilters = { signIns: 'all' | 'failed' | 'success'; audit: string }

/**
 * The end of the account's last lock, from any address (sign-in-lock.ts), or of a lock Payload
 * set before locks were counted per address.
 */
async function lockedUntil(payload: Payload, admin: AdminUser, now: Date): Promise<string | null> {
  const ends = (await lockedAddresses(payload, admin.id, now)).map((lock) => lock.until.getTime())
  if (admin.lockUntil) ends.push(new Date(admin.lockUntil).getTime())
  const last = Math.max(0, ...ends)
  return last > now.getTime() ? new Date(last).toISOString() : null
}

/** Everything the Sécurité screen shows, in bounded queries. */
export async function securityData(payload: Payload, now: Date, filters: SecurityFilters) {
  const { docs: admins } = await payload.find({
    collection: 'admin-users',
    sort: 'name',
    limit: 100,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const live = new Map(admins.map((admin) => [admin.id, liveSessions(admin.sessions, now)]))
  const sessionIds = [...live.values()].flat().map((session) => session.id)
  const { docs: origins } = sessionIds.length
    ? await payload.find({
        collection: 'admin-sign-ins',
        where: { session_id: { in: sessionIds } },
        limit: sessionIds.length,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] as AdminSignIn[] }
  const rows: AdminSecurityRow[] = await Promise.all(
    admins.map(async (admin) => ({
      admin,
      sessions: (live.get(admin.id) ?? []).map((session) => ({
        ...session,
        origin: origins.find((origin) => origin.session_id === session.id),
      })),
      lockedUntil: await lockedUntil(payload, admin, now),
    })),
  )

  const signInWhere: Where | undefined =
    filters.signIns === 'all' ? undefined : { success: { equals: filters.signIns === 'success' } }
  const { docs: signIns } = await payload.find({
    collection: 'admin-sign-ins',
    where: signInWhere,
    sort: '-createdAt',
    limit: 30,
    depth: 0,
    overrideAccess: true,
  })

  const auditWhere: Where | undefined = filters.audit
    ? {
        or: ['summary', 'entity', 'fields', 'actor_name'].map((field) => ({
          [field]: { like: filters.audit },
        })),
      }
    : undefined
  const { docs: audit, totalDocs: auditTotal } = await payload.find({
    collection: 'audit-log',
    where: auditWhere,
    sort: '-createdAt',
    limit: 30,
    depth: 0,
    overrideAccess: true,
  })
  return { rows, signIns, audit: audit as AuditLog[], auditTotal }
}
