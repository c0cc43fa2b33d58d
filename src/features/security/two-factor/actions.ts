'use server'

import configPromise from '@payload-config'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload, type Payload, type PayloadRequest } from 'payload'

import { awaitsSecondFactor } from '@/access/isActiveAdmin'
import { consumeRateLimit } from '@/features/rate-limit/rate-limit'
import { recordAudit } from '@/features/security/audit-trail'
import { securityNoticeHref } from '@/features/security/notices'
import {
  checkOwnCode,
  confirmSetup,
  removeTwoFactor,
  MAX_CODE_FAILURES,
  startSetup,
  verifySecondFactor,
} from '@/features/security/two-factor/service'
import { recordSignIn } from '@/features/security/sign-in-hooks'
import type { AdminUser } from '@/payload-types'
import { afterSignIn } from '@/features/security/two-factor/redirect'

export type TwoFactorState = { error?: string; codes?: string[] }

type Caller = { payload: Payload; admin: AdminUser; sid: string }

async function signedIn(): Promise<(Caller & { pending: boolean }) | null> {
  const payload = await getPayload({ config: configPromise })
  const { user } = await payload.auth({ headers: await headers() })
  const sid: unknown = (user as { _sid?: unknown } | null)?._sid
  if (!user || user.collection !== 'admin-users' || user.is_active !== true) return null
  if (typeof sid !== 'string') return null
  return { payload, admin: user, sid, pending: awaitsSecondFactor(user) }
}

/** A fully signed-in admin (second step passed when it is on), or the sign-in page. */
async function admin(): Promise<Caller> {
  const caller = await signedIn()
  if (!caller || caller.pending) redirect('/admin/login')
  return caller
}

const code = (formData: FormData) => String(formData.get('code') ?? '').slice(0, 40)

async function audit(caller: Caller, action: 'update', target: number, fields: string[]) {
  const req = { payload: caller.payload, user: { ...caller.admin, collection: 'admin-users' } }
  await recordAudit(req as unknown as PayloadRequest, {
    action,
    entity: 'admin-users',
    recordId: String(target),
    fields,
  })
}

export async function startTwoFactorAction(): Promise<void> {
  const caller = await admin()
  await startSetup(caller.payload, caller.admin.id)
  redirect('/admin/security?setup=two-factor#two-factor')
}

export async function confirmTwoFactorAction(
  _: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const caller = await admin()
  const codes = await confirmSetup(caller.payload, caller.admin, caller.sid, code(formData))
  if (!codes)
    return { error: 'Code incorrect : saisissez le code à 6 chiffres affiché par l’application.' }
  await audit(caller, 'update', caller.admin.id, ['two_factor'])
  return { codes }
}

export async function disableTwoFactorAction(
  _: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const caller = await admin()
  if (!(await checkOwnCode(caller.payload, caller.admin.id, code(formData)))) {
    return { error: 'Code incorrect : la double authentification reste activée.' }
  }
  await removeTwoFactor(caller.payload, caller.admin.id)
  await audit(caller, 'update', caller.admin.id, ['two_factor'])
  redirect(securityNoticeHref('two-factor-off'))
}

/** Another admin lost their phone: the owner removes their second step; they set it up again. */
export async function removeAdminTwoFactorAction(formData: FormData): Promise<void> {
  const caller = await admin()
  const target = Number(formData.get('admin'))
  const exists =
    Number.isInteger(target) &&
    target > 0 &&
    target !== caller.admin.id &&
    (
      await caller.payload.count({
        collection: 'admin-users',
        where: { id: { equals: target } },
        overrideAccess: true,
      })
    ).totalDocs === 1
  if (!exists) redirect(securityNoticeHref('unknown'))
  await removeTwoFactor(caller.payload, target)
  await audit(caller, 'update', target, ['two_factor'])
  redirect(securityNoticeHref('two-factor-removed'))
}

/** The second step of a sign-in (`/admin/two-factor`). */
export async function verifySignInAction(
  _: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const caller = await signedIn()
  if (!caller) redirect('/admin/login')
  if (!caller.pending) redirect('/admin')
  const verdict = await consumeRateLimit('two-factor', `admin:${caller.admin.id}`)
  if (!verdict.allowed) {
    return {
      error: `Trop de codes incorrects. Réessayez dans ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
    }
  }
  const outcome = await verifySecondFactor(caller.payload, caller.admin, caller.sid, code(formData))
  if (outcome !== 'ok') {
    await recordSignIn(caller.payload, await headers(), {
      email: caller.admin.email,
      admin: caller.admin.id,
      success: false,
      failure: 'second-factor',
      sessionId: caller.sid,
    })
  }
  // The fifth wrong code in a row has ended the session: sign in again, password first.
  if (outcome === 'session-ended') redirect('/admin/logout')
  if (outcome === 'wrong') {
    return {
      error: `Code incorrect ou expiré. Saisissez le code actuel de votre application, ou un code de secours. Après ${MAX_CODE_FAILURES} codes incorrects, la session est fermée.`,
    }
  }
  redirect(afterSignIn(formData.get('redirect')))
}
