import type { Payload } from 'payload'

import type { AdminTwoFactor, AdminUser } from '@/payload-types'
import { liveSessions } from '@/features/security/session-token'
import { revokeAdminSession } from '@/features/security/sessions'
import { spendRecoveryCodeOnce, spendTotpStepOnce } from '@/features/security/two-factor/spend-once'
import {
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  spendRecoveryCode,
  verifyTotp,
} from '@/features/security/two-factor/totp'

/** Two-factor state of the admins, stored apart from their accounts (admin-two-factor). */
async function recordOf(payload: Payload, adminId: number): Promise<AdminTwoFactor | null> {
  const { docs } = await payload.find({
    collection: 'admin-two-factor',
    where: { admin: { equals: adminId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function saveRecord(
  payload: Payload,
  adminId: number,
  data: Partial<
    Pick<
      AdminTwoFactor,
      'secret' | 'pending_secret' | 'recovery_hashes' | 'failed_attempts' | 'last_step'
    >
  >,
) {
  const existing = await recordOf(payload, adminId)
  if (existing) {
    await payload.update({
      collection: 'admin-two-factor',
      id: existing.id,
      data,
      overrideAccess: true,
    })
  } else {
    await payload.create({
      collection: 'admin-two-factor',
      data: { admin: adminId, ...data },
      overrideAccess: true,
    })
  }
}

/** The secret being set up, if any (shown as a QR code until a first code confirms it). */
export async function pendingSecret(payload: Payload, adminId: number): Promise<string | null> {
  return (await recordOf(payload, adminId))?.pending_secret ?? null
}

/** Draws a new secret to set up (replacing one left unconfirmed). */
export async function startSetup(payload: Payload, adminId: number): Promise<string> {
  const secret = newTotpSecret()
  await saveRecord(payload, adminId, { pending_secret: secret })
  return secret
}

/** Marks this session as having passed the second step; forgets the sessions that ended. */
export async function markSessionVerified(payload: Payload, admin: AdminUser, sid: string) {
  const current = await payload.findByID({
    collection: 'admin-users',
    id: admin.id,
    depth: 0,
    overrideAccess: true,
  })
  const live = new Set(liveSessions(current.sessions, new Date()).map((session) => session.id))
  const previous = Array.isArray(current.two_factor_sessions) ? current.two_factor_sessions : []
  const verified = [
    ...previous.filter((id): id is string => typeof id === 'string' && live.has(id)),
    sid,
  ]
  await payload.update({
    collection: 'admin-users',
    id: admin.id,
    data: { two_factor_sessions: [...new Set(verified)] },
    overrideAccess: true,
  })
}

/** The first code confirms the app: two-factor sign-in is on, with ten recovery codes. */
export async function confirmSetup(
  payload: Payload,
  admin: AdminUser,
  sid: string,
  code: string,
): Promise<string[] | null> {
  const record = await recordOf(payload, admin.id)
  if (!record?.pending_secret || !verifyTotp(record.pending_secret, code)) return null
  const { codes, hashes } = newRecoveryCodes()
  await saveRecord(payload, admin.id, {
    secret: record.pending_secret,
    pending_secret: null,
    recovery_hashes: hashes,
  })
  await markSessionVerified(payload, admin, sid)
  await payload.update({
    collection: 'admin-users',
    id: admin.id,
    data: { two_factor: true },
    overrideAccess: true,
  })
  return codes
}

/** Wrong codes in a row after which the session ends and the password is asked again. */
export const MAX_CODE_FAILURES = 5

export type SecondFactorOutcome = 'ok' | 'wrong' | 'session-ended'

/**
 * The second step of a sign-in: an authenticator code not used before, or one unused recovery
 * code. Wrong codes are counted in the database (every instance sees them); the fifth in a row
 * ends the session, so guessing costs a password sign-in each five tries, and those are locked
 * after five wrong passwords.
 */
export async function verifySecondFactor(
  payload: Payload,
  admin: AdminUser,
  sid: string,
  code: string,
  now: number = Date.now(),
): Promise<SecondFactorOutcome> {
  const record = await recordOf(payload, admin.id)
  if (!record?.secret) return 'wrong'
  const step = matchTotpStep(record.secret, code, now)
  if (step !== null && step > (record.last_step ?? -1)) {
    if (!(await spendTotpStepOnce(payload, record, step))) return 'wrong'
    await markSessionVerified(payload, admin, sid)
    return 'ok'
  }
  const hashes = Array.isArray(record.recovery_hashes) ? record.recovery_hashes.map(String) : []
  const left = step === null ? spendRecoveryCode(hashes, code) : null
  if (left) {
    // Spent once only, even by two sign-ins giving it at the same moment.
    if (!(await spendRecoveryCodeOnce(payload, record, left))) return 'wrong'
    await markSessionVerified(payload, admin, sid)
    return 'ok'
  }
  const failures = (record.failed_attempts ?? 0) + 1
  if (failures >= MAX_CODE_FAILURES) {
    await saveRecord(payload, admin.id, { failed_attempts: 0 })
    await revokeAdminSession(payload, admin, sid)
    return 'session-ended'
  }
  await saveRecord(payload, admin.id, { failed_attempts: failures })
  return 'wrong'
}

/** Removes two-factor sign-in (the admin's choice, or another admin's after a lost phone). */
export async function removeTwoFactor(payload: Payload, adminId: number): Promise<void> {
  await saveRecord(payload, adminId, { secret: null, pending_secret: null, recovery_hashes: null })
  await payload.update({
    collection: 'admin-users',
    id: adminId,
    data: { two_factor: false, two_factor_sessions: [] },
    overrideAccess: true,
  })
}

/** Whether `code` is the current code of the admin's app (asked before turning it off). */
export async function checkOwnCode(
  payload: Payload,
  adminId: number,
  code: string,
): Promise<boolean> {
  const record = await recordOf(payload, adminId)
  return Boolean(record?.secret && verifyTotp(record.secret, code))
}
