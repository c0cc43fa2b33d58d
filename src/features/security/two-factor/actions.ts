'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import {
  requireAdminAction,
  signedInAdmin,
  type SignedInAdmin,
} from '@/features/admin-shell/admin-action'
import { postedRecordId } from '@/features/admin-shell/record-id'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'
import { sendCredentialChangeNotice } from '@/features/security/account-mail'
import { recordAudit } from '@/features/security/audit-trail'
import { passwordCheck } from '@/features/security/password-check'
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
import { afterSignIn } from '@/features/security/two-factor/redirect'

export type TwoFactorState = { error?: string; codes?: string[] }

const code = (formData: FormData) => String(formData.get('code') ?? '').slice(0, 40)

const audit = (caller: SignedInAdmin, target: number) =>
  recordAudit(caller.payload, caller.user, {
    action: 'update',
    entity: 'admin-users',
    recordId: String(target),
    fields: ['two_factor'],
  })

export async function startTwoFactorAction(): Promise<void> {
  const caller = await requireAdminAction()
  await startSetup(caller.payload, caller.user.id)
  redirect('/admin/security?setup=two-factor#two-factor')
}

export async function confirmTwoFactorAction(
  _: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const caller = await requireAdminAction()
  const codes = await confirmSetup(caller.payload, caller.user, caller.sid, code(formData))
  if (!codes)
    return { error: 'Code incorrect : saisissez le code à 6 chiffres affiché par l’application.' }
  await audit(caller, caller.user.id)
  return { codes }
}

export async function disableTwoFactorAction(
  _: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const caller = await requireAdminAction()
  if (!(await checkOwnCode(caller.payload, caller.user.id, code(formData)))) {
    return { error: 'Code incorrect : la double authentification reste activée.' }
  }
  await removeTwoFactor(caller.payload, caller.user.id)
  await audit(caller, caller.user.id)
  redirect(securityNoticeHref('two-factor-off'))
}

/**
 * Another admin lost their phone: the owner removes their second step; they set it up again.
 * It takes the acting admin's own current password (a session left open must not be enough to
 * weaken another account), and the other admin is told by e-mail.
 */
export async function removeAdminTwoFactorAction(formData: FormData): Promise<void> {
  const caller = await requireAdminAction()
  const target = postedRecordId(formData.get('admin'))
  const account =
    target !== null && target !== caller.user.id
      ? await caller.payload.findByID({
          collection: 'admin-users',
          id: target,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
  if (!account || target === null) redirect(securityNoticeHref('unknown'))
  if (!(await callerPasswordMatches(caller, formData.get('currentPassword')))) {
    redirect(securityNoticeHref('password-needed'))
  }
  await removeTwoFactor(caller.payload, target)
  await audit(caller, target)
  const actor = caller.user.name || caller.user.email
  await sendCredentialChangeNotice(caller.payload, account.email, actor, ['two-factor'])
  redirect(securityNoticeHref('two-factor-removed'))
}

async function callerPasswordMatches(caller: SignedInAdmin, posted: unknown): Promise<boolean> {
  if (typeof posted !== 'string' || !posted || posted.length > 1000) return false
  const stored = await caller.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({
    collection: 'admin-users',
    where: { id: { equals: caller.user.id } },
  })
  return passwordCheck.verify(posted, stored)
}

/** The second step of a sign-in (`/admin/two-factor`). */
export async function verifySignInAction(
  _: TwoFactorState,
  formData: FormData,
): Promise<TwoFactorState> {
  const caller = await signedInAdmin()
  if (!caller) redirect('/admin/login')
  if (!caller.pending) redirect('/admin')
  const verdict = await consumeRateLimit('two-factor', `admin:${caller.user.id}`)
  if (!verdict.allowed) {
    return {
      error: `Trop de codes incorrects. Réessayez dans ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s).`,
    }
  }
  const outcome = await verifySecondFactor(caller.payload, caller.user, caller.sid, code(formData))
  if (outcome !== 'ok') {
    await recordSignIn(caller.payload, await headers(), {
      email: caller.user.email,
      admin: caller.user.id,
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
