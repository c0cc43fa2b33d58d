import type { Payload, Where } from 'payload'

import type { AdminSignIn, AdminUser, AuditLog } from '@/payload-types'
import { liveSessions, type StoredSession } from '@/features/security/session-token'

export type AdminSecurityRow = {
  admin: AdminUser
  sessions: (StoredSession & { origin?: AdminSignIn })[]
  lockedUntil: string | null
}

export type SecurityFilters = { signIns: 'all' | 'failed' | 'success'; audit: string }

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
  const rows: AdminSecurityRow[] = admins.map((admin) => ({
    admin,
    sessions: (live.get(admin.id) ?? []).map((session) => ({
      ...session,
      origin: origins.find((origin) => origin.session_id === session.id),
    })),
    lockedUntil:
      admin.lockUntil && new Date(admin.lockUntil).getTime() > now.getTime()
        ? admin.lockUntil
        : null,
  }))

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
