'use server'

import { redirect } from 'next/navigation'
import type { Payload } from 'payload'

import { requireAdminAction, type SignedInAdmin } from '@/features/admin-shell/admin-action'
import { postedRecordId } from '@/features/admin-shell/record-id'
import type { AdminUser } from '@/payload-types'
import type { AuditAction } from '@/features/security/audit-actions'
import { recordAudit } from '@/features/security/audit-trail'
import { securityNoticeHref, type SecurityNotice } from '@/features/security/notices'
import { endAllSessions, revokeAdminSession } from '@/features/security/sessions'
import { clearAccountFailures } from '@/features/security/account-failures'
import { clearSignInFailures, lockedAddresses } from '@/features/security/sign-in-lock'

/** The Sécurité screen's buttons; each starts with `requireAdminAction()`. */

async function targetAdmin(payload: Payload, formData: FormData): Promise<AdminUser> {
  const id = postedRecordId(formData.get('admin'))
  const admin =
    id !== null
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

const audit = (caller: SignedInAdmin, action: AuditAction, admin: AdminUser) =>
  recordAudit(caller.payload, caller.user, {
    action,
    entity: 'admin-users',
    recordId: String(admin.id),
    fields: [],
  })

function done(notice: SecurityNotice): never {
  redirect(securityNoticeHref(notice))
}

export async function revokeSessionAction(formData: FormData): Promise<void> {
  const caller = await requireAdminAction()
  const { payload } = caller
  const admin = await targetAdmin(payload, formData)
  const sessionId = String(formData.get('session') ?? '')
  const revoked = await revokeAdminSession(payload, admin, sessionId)
  if (!revoked) done('unknown')
  await audit(caller, 'revoke-session', admin)
  done('revoked')
}

export async function unlockAdminAction(formData: FormData): Promise<void> {
  const caller = await requireAdminAction()
  const { payload } = caller
  const admin = await targetAdmin(payload, formData)
  // Every address's lock on the account ends, and any lock Payload itself had set.
  for (const { ip } of await lockedAddresses(payload, admin.id, new Date())) {
    await clearSignInFailures(admin.id, ip)
  }
  // And the budget of wrong passwords across addresses (account-budget.ts).
  await clearAccountFailures(admin.email)
  await payload.db.updateOne({
    collection: 'admin-users',
    id: admin.id,
    data: { lockUntil: null, loginAttempts: 0 },
    returning: false,
  })
  await audit(caller, 'unlock', admin)
  done('unlocked')
}

export async function setAdminActiveAction(formData: FormData): Promise<void> {
  const caller = await requireAdminAction()
  const { payload } = caller
  const admin = await targetAdmin(payload, formData)
  const active = formData.get('active') === 'true'
  // Nobody can lock themselves (and so possibly everyone) out of the back office.
  if (!active && admin.id === caller.user.id) done('self')
  await payload.update({
    collection: 'admin-users',
    id: admin.id,
    data: { is_active: active },
    overrideAccess: true,
  })
  // A deactivated admin's sessions end too (access already stops: every request checks is_active).
  if (!active) await endAllSessions(payload, admin.id)
  await audit(caller, active ? 'activate' : 'deactivate', admin)
  done(active ? 'activated' : 'deactivated')
}

export async function sendPasswordResetAction(formData: FormData): Promise<void> {
  const caller = await requireAdminAction()
  const { payload } = caller
  const admin = await targetAdmin(payload, formData)
  await payload.forgotPassword({ collection: 'admin-users', data: { email: admin.email } })
  await audit(caller, 'password-reset', admin)
  done('reset-sent')
}
