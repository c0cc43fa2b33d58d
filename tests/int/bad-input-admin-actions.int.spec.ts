import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { awaitsSecondFactor } from '@/access/isActiveAdmin'

import { type ActionOutcome, actAs, outcomeOf } from './support/admin-request-double'
import {
  type AdminActions,
  adminActions,
  backOfficeRows,
  hostilePaths,
  validForm,
} from './support/admin-actions'
import { formData, hostileValues, type Posted } from './support/hostile-input'
import { closeRestPayload } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'
import { twoFactorAdmin, userOf } from './support/two-factor-admin'

/**
 * The back office's own server actions (SEO manager, calendar, Sécurité, two-factor sign-in)
 * under hostile and malformed input and from callers who are not fully signed-in admins. A
 * forged post can reach an action without its screen, so each must refuse on its own: the
 * answer is a redirect or a message, never a crash (a 500 page), and nothing is written. The
 * site's real actions run on the real database; only the request's headers are a double.
 */
vi.mock('next/headers', () => import('./support/admin-request-double'))

let ctx: TestContext
let actions: AdminActions
const tokens = { owner: '', pending: '', deactivated: '' }
const ids = { owner: 0, target: 0, page: 0 }
const password = 'admin-actions-password-0123'

async function signedInAdmin(email: string) {
  const admin = await ctx.payload.create({
    collection: 'admin-users',
    data: { email, password, name: email, is_active: true },
    overrideAccess: true,
  })
  const { token } = await ctx.payload.login({
    collection: 'admin-users',
    data: { email, password },
  })
  return { id: admin.id, token: token! }
}

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined } })
  const owner = await signedInAdmin('owner-actions@example.com')
  Object.assign(ids, { owner: owner.id })
  tokens.owner = owner.token
  ids.target = (await signedInAdmin('target-actions@example.com')).id
  const former = await signedInAdmin('former-actions@example.com')
  tokens.deactivated = former.token
  await ctx.payload.update({
    collection: 'admin-users',
    id: former.id,
    data: { is_active: false },
    overrideAccess: true,
  })
  const twoFactor = await twoFactorAdmin(ctx.payload, 'pending-actions@example.com', password)
  tokens.pending = (await twoFactor.signIn()).token
  const { upsertSeoPage } = await import('@/features/seo/manager/upsert')
  const page = await upsertSeoPage(ctx.payload, { url: '/fr/actions-probe' })
  ids.page = page.id
  actions = await adminActions()
}, 120_000)

afterAll(async () => {
  actAs('')
  // The actions start Payload under its default key: a second instance on this database.
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

/** Runs one action as `token` and tells how it ended and whether anything was written. */
async function attempt(token: string, run: () => Promise<unknown>) {
  const before = await backOfficeRows(ctx.payload)
  actAs(token)
  const outcome = await outcomeOf(run)
  actAs('')
  return { outcome, unchanged: (await backOfficeRows(ctx.payload)) === before }
}

const crashOf = (outcome: ActionOutcome) => (outcome.kind === 'crashed' ? outcome.error : null)

/** Each hostile value, built from a valid id; plus ids that are numbers but name no one. */
const hostileIds = (valid: () => string): { label: string; value: () => Posted }[] => [
  ...hostileValues.map((hostile) => ({
    label: hostile.label,
    value: () => hostile.make(valid(), 12),
  })),
  ...['0', '-1', '1.5', '99999999', '99999999999', 'NaN', 'Infinity'].map((value) => ({
    label: `the number ${value}`,
    value: () => value,
  })),
]

describe('admin actions from callers who are not fully signed-in admins', () => {
  const callers = ['anonymous', 'pending', 'deactivated'] as const
  const tokenOf = (caller: (typeof callers)[number]) =>
    caller === 'anonymous' ? '' : tokens[caller]

  for (const caller of callers) {
    it.each([
      'editSeoPage',
      'auditSeoPage',
      'deleteSeoPage',
      'addToCalendar',
      'renewFeedAddress',
      'revokeSessionAction',
      'unlockAdminAction',
      'setAdminActiveAction',
      'sendPasswordResetAction',
      'startTwoFactorAction',
      'confirmTwoFactorAction',
      'disableTwoFactorAction',
      'removeAdminTwoFactorAction',
    ] as const)(
      `%s sends the ${caller} caller to the sign-in page, writing nothing`,
      async (name) => {
        const valid = formData(validForm(name, ids))
        const { outcome, unchanged } = await attempt(tokenOf(caller), () =>
          actions.call(name, valid),
        )
        expect(crashOf(outcome)).toBeNull()
        expect(outcome).toEqual({ kind: 'redirect', to: '/admin/login' })
        expect(unchanged).toBe(true)
      },
    )
  }

  it.each(['anonymous', 'deactivated'] as const)(
    'the second step refuses the %s caller',
    async (caller) => {
      const { outcome, unchanged } = await attempt(tokenOf(caller), () =>
        actions.call('verifySignInAction', formData({ code: '123456' })),
      )
      expect(outcome).toEqual({ kind: 'redirect', to: '/admin/login' })
      expect(unchanged).toBe(true)
    },
  )
})

describe('admin actions with malformed input from a signed-in admin', () => {
  const cases = [
    ['editSeoPage', 'path', '/admin/seo?notice=invalid'],
    ['auditSeoPage', 'path', '/admin/seo?notice=invalid'],
    ['deleteSeoPage', 'id', '/admin/seo?notice=invalid'],
    ['revokeSessionAction', 'admin', '/admin/security?notice=unknown'],
    ['revokeSessionAction', 'session', '/admin/security?notice=unknown'],
    ['unlockAdminAction', 'admin', '/admin/security?notice=unknown'],
    ['setAdminActiveAction', 'admin', '/admin/security?notice=unknown'],
    ['sendPasswordResetAction', 'admin', '/admin/security?notice=unknown'],
    ['removeAdminTwoFactorAction', 'admin', '/admin/security?notice=unknown'],
  ] as const

  for (const [name, field, refusal] of cases) {
    const valid = () => String(validForm(name, ids)[field])
    const values =
      field === 'path'
        ? hostilePaths(valid)
        : field === 'session'
          ? hostileIds(() => 'session-id')
          : hostileIds(valid)
    it.each(values)(`${name} refuses $label as ${field}`, async ({ value }) => {
      const form = formData({ ...validForm(name, ids), [field]: value() })
      const { outcome, unchanged } = await attempt(tokens.owner, () => actions.call(name, form))
      expect(crashOf(outcome)).toBeNull()
      expect(outcome).toEqual({ kind: 'redirect', to: refusal })
      expect(unchanged).toBe(true)
    })
  }

  it.each(['date', 'from', 'to', 'kind'])(
    'the calendar refuses hostile values as %s',
    async (field) => {
      for (const hostile of hostileValues) {
        const form = validForm('addToCalendar', ids)
        const posted = formData({ ...form, [field]: hostile.make(String(form[field]), 500) })
        const { outcome, unchanged } = await attempt(tokens.owner, () =>
          actions.call('addToCalendar', posted),
        )
        expect(crashOf(outcome), hostile.label).toBeNull()
        expect(outcome.kind === 'redirect' && outcome.to, hostile.label).toMatch(/notice=invalid$/)
        expect(unchanged, hostile.label).toBe(true)
      }
    },
  )

  it.each(['confirmTwoFactorAction', 'disableTwoFactorAction'] as const)(
    '%s answers a wrong code with a message',
    async (name) => {
      for (const hostile of hostileValues) {
        const posted = formData({ code: hostile.make('123456', 40) })
        const { outcome, unchanged } = await attempt(tokens.owner, () => actions.call(name, posted))
        expect(crashOf(outcome), hostile.label).toBeNull()
        expect(outcome.kind, hostile.label).toBe('returned')
        expect(outcome.kind === 'returned' && outcome.value, hostile.label).toMatchObject({
          error: expect.stringContaining('Code incorrect'),
        })
        expect(unchanged, hostile.label).toBe(true)
      }
    },
  )

  it('the owner cannot deactivate their own account, whatever the form says', async () => {
    for (const active of ['false', '', '<script>alert(1)</script>', 'TRUE ', undefined]) {
      const posted = formData({ admin: String(ids.owner), active })
      const { outcome, unchanged } = await attempt(tokens.owner, () =>
        actions.call('setAdminActiveAction', posted),
      )
      expect(outcome).toEqual({ kind: 'redirect', to: '/admin/security?notice=self' })
      expect(unchanged).toBe(true)
    }
  })

  it('valid forms do act, so each refusal above comes from its hostile field', async () => {
    for (const name of ['addToCalendar', 'editSeoPage', 'unlockAdminAction'] as const) {
      const { outcome, unchanged } = await attempt(tokens.owner, () =>
        actions.call(name, formData(validForm(name, ids))),
      )
      expect(crashOf(outcome)).toBeNull()
      expect(outcome.kind === 'redirect' && outcome.to, name).not.toMatch(/invalid|unknown|login/)
      expect(unchanged, name).toBe(false)
    }
  })

  it('the second step answers hostile codes with a message and stays owed', async () => {
    // Fewer than the five wrong codes that end the session.
    for (const code of [
      '<script>alert(1)</script>',
      "' OR '1'='1",
      'x'.repeat(500_000),
      '1\u0000',
    ]) {
      actAs(tokens.pending)
      const outcome = await outcomeOf(() =>
        actions.call('verifySignInAction', formData({ code, redirect: '//evil.example' })),
      )
      actAs('')
      expect(crashOf(outcome)).toBeNull()
      expect(outcome.kind === 'returned' && outcome.value).toMatchObject({
        error: expect.stringContaining('Code incorrect'),
      })
      expect(awaitsSecondFactor(await userOf(ctx.payload, tokens.pending))).toBe(true)
    }
  })
})
