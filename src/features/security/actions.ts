'use server'

import configPromise from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type Payload, type PayloadRequest } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import type { AdminUser } from '@/payload-types'
import type { AuditAction } from '@/features/security/audit-actions'
import { recordAudit } from '@/features/security/audit-trail'
import { securityNoticeHref, type SecurityNotice } from '@/features/security/notices'
import { revokeAdminSession } from '@/features/security/sessions'

/** The Sécurité screen's buttons. Each checks on the server that the caller is an active admin. */
async function caller(): Promise<{ payload: Payload; actor: AdminUser }> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'admin-users' || !isActiveAdminUser(user)) {
    redirect('/admin/login')
  }
  return { payload, actor: user }
}

async function targetAdmin(payload: Payload, formData: FormData): Promise<AdminUser> {
  const id = Number(formData.get('admin'))
  const admin =
    Number.isInteger(id) && id > 0
      ? await payload.findByID({
          collection: 'admin-users',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          showHiddenFields: true,
        })
      : null
  if (!admin) redirect(securityNoticeHref('unknown'))
  return admin
}

async function audit(payload: Payload, actor: AdminUser, action: AuditAction, admin: AdminUser) {
  const req = {
    payload,
    user: { ...actor, collection: 'admin-users' },
  } as unknown as PayloadRequest
  await recordAudit(req, { action, entity: 'admin-users', recordId: String(admin.id), fields: [] })
}

function done(notice: SecurityNotice): never {
  redirect(securityNoticeHref(notice))
}

export async function revokeSessionAction(formData: FormData): Promise<void> {
  const { payload, actor } = await caller()
  const admin = await targetAdmin(payload, formData)
  const sessionId = String(formData.get('session') ?? '')
  const revoked = await revokeAdminSession(payload, admin, sessionId)
  if (!revoked) done('unknown')
  await audit(payload, actor, 'revoke-session', admin)
  done('revoked')
}

export async function unlockAdminAction(formData: FormData): Promise<void> {
  const { payload, actor } = await caller()
  const admin = await targetAdmin(payload, formData)
  // What Payload's own unlock does: the failed-attempt counter and the lock are cleared.
  await payload.db.updateOne({
    collection: 'admin-users',
    id: admin.id,
    data: { lockUntil: null, loginAttempts: 0 },
    returning: false,
  })
  await audit(payload, actor, 'unlock', admin)
  done('unlocked')
}

export async function setAdminActiveAction(formData: FormData): Promise<void> {
  const { payload, actor } = await caller()
  const admin = await targetAdmin(payload, formData)
  const active = formData.get('active') === 'true'
  // Nobody can lock themselves (and so possibly everyone) out of the back office.
  if (!active && admin.id === actor.id) done('self')
  await payload.update({
    collection: 'admin-users',
    id: admin.id,
    data: { is_active: active },
    overrideAccess: true,
  })
  // A deactivated admin's sessions end too (access already stops: every request checks is_active).
  if (!active) {
    for (const session of admin.sessions ?? []) await revokeAdminSession(payload, admin, session.id)
  }
  await audit(payload, actor, active ? 'activate' : 'deactivate', admin)
  done(active ? 'activated' : 'deactivated')
}

export async function sendPasswordResetAction(formData: FormData): Promise<void> {
  const { payload, actor } = await caller()
  const admin = await targetAdmin(payload, formData)
  await payload.forgotPassword({ collection: 'admin-users', data: { email: admin.email } })
  await audit(payload, actor, 'password-reset', admin)
  done('reset-sent')
}
