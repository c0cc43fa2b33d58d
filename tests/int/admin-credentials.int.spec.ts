import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

import { actAs, outcomeOf } from './support/admin-request-double'
import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'
import { twoFactorAdmin } from './support/two-factor-admin'

/**
 * Another admin's credentials (password, e-mail, second step) change only with the acting
 * admin's own current password; the change is in the audit log and the other admin is told by
 * e-mail through the outbox. Through Payload's real REST handlers and the Sécurité action.
 */
vi.mock('next/headers', () => import('./support/admin-request-double'))

let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
let token = ''
const owner = { email: 'cred-owner@example.com', password: 'cred-owner-password-0123' }
const other = { email: 'cred-other@example.com', password: 'cred-other-password-0123' }
const strong = 'lanterne-galet-myrtille-42'
let otherId = 0
let addresses = 0

async function signIn(email: string, password: string) {
  return rest('POST', 'admin-users/login', {
    body: { email, password },
    headers: connectedFrom(`192.0.2.${(addresses += 1)}`),
  })
}

const update = (body: Record<string, unknown>, language = 'fr') =>
  rest('PATCH', `admin-users/${otherId}`, {
    token,
    body,
    headers: { cookie: `payload-lng=${language}` },
  })

const messageOf = (answer: { json: () => unknown }) =>
  JSON.stringify((answer.json() as { errors?: unknown }).errors)

async function mailsTo(address: string) {
  const { docs } = await ctx.payload.find({
    collection: 'email-outbox',
    where: { to: { equals: address } },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}

async function auditOf(recordId: number) {
  const { docs } = await ctx.payload.find({
    collection: 'audit-log',
    where: { entity: { equals: 'admin-users' }, record_id: { equals: String(recordId) } },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined } })
  rest = await restClient()
  for (const account of [owner, other]) {
    await ctx.payload.create({
      collection: 'admin-users',
      data: { ...account, name: account === owner ? 'Owner' : 'Other', is_active: true },
      overrideAccess: true,
    })
  }
  const { docs } = await ctx.payload.find({
    collection: 'admin-users',
    where: { email: { equals: other.email } },
    overrideAccess: true,
  })
  otherId = docs[0]!.id
  const answer = await signIn(owner.email, owner.password)
  token = (answer.json() as { token: string }).token
}, 120_000)

afterAll(async () => {
  actAs('')
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

describe('changing another admin’s password or e-mail', () => {
  it('is refused without the acting admin’s own password, in the admin’s language', async () => {
    const without = await update({ password: strong })
    expect(without.status).toBe(400)
    expect(messageOf(without)).toContain('votre propre mot de passe actuel')
    const english = await update({ password: strong }, 'en')
    expect(messageOf(english)).toContain('your own current password')
    // The other admin's own password is not the acting admin's.
    const wrong = await update({ password: strong, currentPassword: other.password })
    expect(wrong.status).toBe(400)
    expect(messageOf(wrong)).toContain('mot de passe actuel est incorrect')
    expect((await update({ email: 'stolen@example.com' })).status).toBe(400)
    expect((await signIn(other.email, other.password)).status).toBe(200)
    expect(await mailsTo(other.email)).toHaveLength(0)
  })

  it('is accepted with it, written in the audit log, and the admin is told', async () => {
    const changed = await update({ password: strong, currentPassword: owner.password })
    expect(changed.status).toBe(200)
    expect(changed.text).not.toContain(owner.password)
    expect((await signIn(other.email, strong)).status).toBe(200)
    expect((await auditOf(otherId)).at(-1)).toMatchObject({
      action: 'update',
      actor_name: 'Owner',
      fields: expect.stringContaining('password'),
    })
    const [mail] = await mailsTo(other.email)
    expect(mail?.subject).toContain('Votre compte administrateur a été modifié')
    // French typography puts a narrow no-break space before the colon.
    expect(mail?.text).toMatch(
      /Owner a modifié votre compte administrateur\s:\smot de passe changé/,
    )
    expect(mail?.text).toContain('Owner changed your administrator account: password changed')
    expect(mail?.text).not.toContain(strong)

    const moved = await update({ email: 'cred-moved@example.com', currentPassword: owner.password })
    expect(moved.status).toBe(200)
    expect((await auditOf(otherId)).at(-1)?.fields).toContain('email')
    // Told at the address the account had, where its owner still reads.
    const mails = await mailsTo(other.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]?.text).toContain('adresse e-mail changée')
    expect(await mailsTo('cred-moved@example.com')).toHaveLength(0)
  })

  it('needs nothing more for other fields, and sends nothing', async () => {
    const before = (await ctx.payload.count({ collection: 'email-outbox', overrideAccess: true }))
      .totalDocs
    expect((await update({ name: 'Other renamed', email: 'cred-moved@example.com' })).status).toBe(
      200,
    )
    const after = (await ctx.payload.count({ collection: 'email-outbox', overrideAccess: true }))
      .totalDocs
    expect(after).toBe(before)
  })
})

describe('removing another admin’s second step', () => {
  it('needs the acting admin’s own password, is audited and tells the admin', async () => {
    const { removeAdminTwoFactorAction } = await import('@/features/security/two-factor/actions')
    const target = await twoFactorAdmin(ctx.payload, 'cred-2fa@example.com', other.password)
    const remove = async (currentPassword?: string) => {
      const form = new FormData()
      form.set('admin', String(target.id))
      if (currentPassword !== undefined) form.set('currentPassword', currentPassword)
      actAs(token)
      const outcome = await outcomeOf(() => removeAdminTwoFactorAction(form))
      actAs('')
      return outcome
    }
    const twoFactorOn = async () =>
      (await ctx.payload.findByID({ collection: 'admin-users', id: target.id, depth: 0 }))
        .two_factor
    for (const refused of [undefined, '', other.password]) {
      expect(await remove(refused)).toEqual({
        kind: 'redirect',
        to: '/admin/security?notice=password-needed',
      })
    }
    expect(await twoFactorOn()).toBe(true)
    expect(await mailsTo('cred-2fa@example.com')).toHaveLength(0)

    expect(await remove(owner.password)).toEqual({
      kind: 'redirect',
      to: '/admin/security?notice=two-factor-removed',
    })
    expect(await twoFactorOn()).toBe(false)
    expect((await auditOf(target.id)).at(-1)).toMatchObject({
      action: 'update',
      fields: 'two_factor',
    })
    const [mail] = await mailsTo('cred-2fa@example.com')
    expect(mail?.text).toContain('double authentification retirée')
    expect(mail?.text).toContain('two-factor authentication removed')
  })
})
