import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * The admin password rule (12 characters, not a common password) on every way a password is
 * set, and the current password asked of an admin who changes their own password or e-mail.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
const owner = { email: 'policy-owner@example.com', password: 'owner-policy-password-0123' }
const strong = 'plume-orage-citron-velours'
let addresses = 0
const from = () => connectedFrom(`192.0.2.${(addresses += 1)}`)

async function signIn(email: string, password: string): Promise<string> {
  const answer = await rest('POST', 'admin-users/login', {
    body: { email, password },
    headers: from(),
  })
  expect(answer.status, `sign-in of ${email}`).toBe(200)
  return (answer.json() as { token: string }).token
}

const messageOf = (answer: { json: () => unknown }) =>
  JSON.stringify((answer.json() as { errors?: unknown }).errors)

async function adminId(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'admin-users',
    where: { email: { equals: email } },
    limit: 1,
  })
  return docs[0]!.id
}

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined } })
  rest = await restClient()
  await ctx.payload.create({
    collection: 'admin-users',
    data: { ...owner, name: 'Owner', is_active: true },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

describe('the admin password rule', () => {
  it('refuses a short or common password through the local API, accepts a strong one', async () => {
    const create = (email: string, password: string) =>
      ctx.payload.create({
        collection: 'admin-users',
        data: { email, password, name: 'Local', is_active: true },
        overrideAccess: true,
      })
    await expect(create('local-short@example.com', 'abc')).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: expect.stringMatching(/12 caractères/) }] },
    })
    await expect(create('local-common@example.com', 'password1234')).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: expect.stringMatching(/trop courant/) }] },
    })
    await expect(create('local-strong@example.com', strong)).resolves.toMatchObject({
      email: 'local-strong@example.com',
    })
    const { totalDocs } = await ctx.payload.count({
      collection: 'admin-users',
      where: { email: { like: 'local-' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('refuses them through REST, in the admin’s language, on create and on update', async () => {
    const token = await signIn(owner.email, owner.password)
    const create = (password: string, language: string) =>
      rest('POST', 'admin-users', {
        token,
        body: { email: `rest-${language}@example.com`, password, name: 'Rest', is_active: true },
        headers: { cookie: `payload-lng=${language}` },
      })
    const short = await create('abc', 'fr')
    expect(short.status).toBe(400)
    expect(messageOf(short)).toContain('au moins 12 caractères')
    const common = await create('Password123!', 'en')
    expect(common.status).toBe(400)
    expect(messageOf(common)).toContain('too common')
    expect((await create(strong, 'en')).status).toBe(201)

    // Another admin's password: the rule applies too (the acting admin's own password is
    // asked as well, tests/int/admin-credentials.int.spec.ts).
    const other = await adminId('rest-en@example.com')
    const update = (password: string) =>
      rest('PATCH', `admin-users/${other}`, {
        token,
        body: { password, currentPassword: owner.password },
      })
    expect((await update('qwertyuiop123')).status).toBe(400)
    expect((await update('short')).status).toBe(400)
    expect((await update('a-second-strong-passphrase')).status).toBe(200)
    await signIn('rest-en@example.com', 'a-second-strong-passphrase')
  })

  it('refuses a weak password through the reset link, which still works afterwards', async () => {
    const token = await ctx.payload.forgotPassword({
      collection: 'admin-users',
      data: { email: 'local-strong@example.com' },
      disableEmail: true,
    })
    const reset = (password: string) =>
      rest('POST', 'admin-users/reset-password', { body: { token, password }, headers: from() })
    const first = await reset('abc')
    console.log('DEBUG', first.status, first.text)
    expect(first.status).toBe(400)
    expect((await reset('iloveyou1234')).status).toBe(400)
    expect((await reset('brume-falaise-cactus-31')).status).toBe(200)
    await signIn('local-strong@example.com', 'brume-falaise-cactus-31')
  })
})

describe('changing one’s own password or e-mail', () => {
  it('needs the current password, and the right one', async () => {
    const token = await signIn(owner.email, owner.password)
    const id = await adminId(owner.email)
    const update = (body: Record<string, unknown>) =>
      rest('PATCH', `admin-users/${id}`, { token, body })
    const without = await update({ password: strong })
    expect(without.status).toBe(400)
    expect(messageOf(without)).toContain('mot de passe actuel')
    expect(
      (await update({ password: strong, currentPassword: 'not-my-password-000' })).status,
    ).toBe(400)
    expect((await update({ email: 'taken-over@example.com' })).status).toBe(400)
    // Other fields need nothing more.
    expect((await update({ name: 'Owner renamed' })).status).toBe(200)

    expect((await update({ password: strong, currentPassword: owner.password })).status).toBe(200)
    await signIn(owner.email, strong)
    const moved = await update({ email: 'policy-moved@example.com', currentPassword: strong })
    expect(moved.status).toBe(200)
    // The current password is never stored nor returned.
    expect(moved.text).not.toContain(strong)
  })
})
