import type { Payload } from 'payload'

import { hostileValues, type Posted } from './hostile-input'

export type ActionName =
  | 'editSeoPage'
  | 'auditSeoPage'
  | 'deleteSeoPage'
  | 'addToCalendar'
  | 'renewFeedAddress'
  | 'revokeSessionAction'
  | 'unlockAdminAction'
  | 'setAdminActiveAction'
  | 'sendPasswordResetAction'
  | 'removeAdminTwoFactorAction'
  | 'startTwoFactorAction'
  | 'confirmTwoFactorAction'
  | 'disableTwoFactorAction'
  | 'verifySignInAction'

type Ids = { owner: number; target: number; page: number }

/** A form the action would carry out for a signed-in admin. */
export function validForm(name: ActionName, ids: Ids): Record<string, Posted> {
  switch (name) {
    case 'editSeoPage':
      return { path: '/fr/new-probe' }
    case 'auditSeoPage':
      return { path: '/fr/actions-probe' }
    case 'deleteSeoPage':
      return { id: String(ids.page) }
    case 'addToCalendar':
      return { date: '2031-03-04', from: '10:00', to: '11:00', kind: 'block' }
    case 'setAdminActiveAction':
      return { admin: String(ids.target), active: 'false' }
    case 'revokeSessionAction':
    case 'unlockAdminAction':
    case 'sendPasswordResetAction':
    case 'removeAdminTwoFactorAction':
      return { admin: String(ids.target), session: 'session-id' }
    default:
      return { code: '123456' }
  }
}

/** Paths an SEO record must never be made for: hostile text, other hosts, escapes. */
export const hostilePaths = (valid: () => string) => [
  ...hostileValues.map((hostile) => ({
    label: hostile.label,
    value: () => hostile.make(valid(), 300),
  })),
  ...[
    '//evil.example/x',
    'https://evil.example/fr',
    'javascript:alert(1)',
    '/fr/../admin',
    '/fr/page?x=<script>',
    '/fr/<script>alert(1)</script>',
    `/fr/${'a'.repeat(400)}`,
  ].map((value) => ({ label: JSON.stringify(value.slice(0, 40)), value: () => value })),
]

/** Every server action of the back office, loaded after the test's Payload has started. */
export async function adminActions() {
  const seo = await import('@/features/seo/admin/seo-actions')
  const calendar = await import('@/features/booking/admin/calendar-actions')
  const security = await import('@/features/security/actions')
  const twoFactor = await import('@/features/security/two-factor/actions')
  const withForm = {
    editSeoPage: seo.editSeoPage,
    auditSeoPage: seo.auditSeoPage,
    deleteSeoPage: seo.deleteSeoPage,
    addToCalendar: calendar.addToCalendar,
    revokeSessionAction: security.revokeSessionAction,
    unlockAdminAction: security.unlockAdminAction,
    setAdminActiveAction: security.setAdminActiveAction,
    sendPasswordResetAction: security.sendPasswordResetAction,
    removeAdminTwoFactorAction: twoFactor.removeAdminTwoFactorAction,
  }
  const withState = {
    confirmTwoFactorAction: twoFactor.confirmTwoFactorAction,
    disableTwoFactorAction: twoFactor.disableTwoFactorAction,
    verifySignInAction: twoFactor.verifySignInAction,
  }
  async function call(name: ActionName, form: FormData): Promise<unknown> {
    if (name === 'startTwoFactorAction') return twoFactor.startTwoFactorAction()
    if (name === 'renewFeedAddress') return calendar.renewFeedAddress()
    if (name in withState) return withState[name as keyof typeof withState]({}, form)
    return withForm[name as keyof typeof withForm](form)
  }

  return { call }
}

export type AdminActions = Awaited<ReturnType<typeof adminActions>>

/** What the actions could write, as one comparable text: rows and the admins' account state. */
export async function backOfficeRows(payload: Payload): Promise<string> {
  const counts: Record<string, number> = {}
  for (const collection of [
    'seo-pages',
    'appointments',
    'audit-log',
    'email-outbox',
    'payload-jobs',
    'admin-two-factor',
  ] as const) {
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  }
  const { docs } = await payload.find({
    collection: 'admin-users',
    pagination: false,
    depth: 0,
    sort: 'id',
    overrideAccess: true,
    showHiddenFields: true,
  })
  // The calendar feed's key: a new one is a write like any other.
  const { feedToken } = await payload.findGlobal({
    slug: 'booking-settings',
    depth: 0,
    overrideAccess: true,
  })
  const admins = docs.map((admin) => ({
    id: admin.id,
    active: admin.is_active,
    twoFactor: admin.two_factor,
    verified: admin.two_factor_sessions,
    attempts: admin.loginAttempts,
    lock: admin.lockUntil,
    sessions: (admin.sessions ?? []).map((session) => session.id),
  }))
  return JSON.stringify({ counts, admins, feedToken })
}
