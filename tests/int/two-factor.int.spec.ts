import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/** Two-factor sign-in (TOTP) through the real REST handlers and the two-factor service. */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
const email = 'two-factor@example.com'
const password = 'two-factor-password-0123'

const sidOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string

async function signIn() {
  const response = await rest('POST', 'admin-users/login', { body: { email, password } })
  expect(response.status).toBe(200)
  return (response.json() as { token: string }).token
}

async function account() {
  const { docs } = await ctx.payload.find({
    collection: 'admin-users',
    where: { email: { equals: email } },
    limit: 1,
  })
  return docs[0]!
}

async function secret() {
  const { docs } = await ctx.payload.find({ collection: 'admin-two-factor', limit: 1 })
  return docs[0]!
}

const leadsStatus = async (token: string) => (await rest('GET', 'leads', { token })).status

beforeAll(async () => {
  ctx = await startPayload()
  rest = await restClient()
  await ctx.payload.create({
    collection: 'admin-users',
    data: { email, password, name: 'Deux facteurs', is_active: true },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

describe('two-factor sign-in', () => {
  let recovery: string[] = []

  it('is set up by confirming a first code; the session that set it up stays in', async () => {
    const { startSetup, confirmSetup } = await import('@/features/security/two-factor/service')
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const token = await signIn()
    const pending = await startSetup(ctx.payload, (await account()).id)
    expect(await confirmSetup(ctx.payload, await account(), sidOf(token), '000000')).toBeNull()
    expect((await account()).two_factor).toBe(false)
    recovery = (await confirmSetup(
      ctx.payload,
      await account(),
      sidOf(token),
      currentTotp(pending),
    ))!
    expect(recovery).toHaveLength(10)
    expect((await account()).two_factor).toBe(true)
    expect((await secret()).secret).toBe(pending)
    expect(await leadsStatus(token)).toBe(200)
  })

  it('a new sign-in with the password only opens nothing until the code is given', async () => {
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const token = await signIn()
    expect(await leadsStatus(token)).toBe(403)
    expect((await rest('GET', 'globals/booking-settings', { token })).status).toBe(403)
    expect(await verifySecondFactor(ctx.payload, await account(), sidOf(token), '123456')).toBe(
      'wrong',
    )
    expect(await leadsStatus(token)).toBe(403)
    const now = Date.now() + 60_000
    const code = currentTotp((await secret()).secret!, now)
    expect(await verifySecondFactor(ctx.payload, await account(), sidOf(token), code, now)).toBe(
      'ok',
    )
    expect(await leadsStatus(token)).toBe(200)

    // The same code, seen over a shoulder, opens no other session.
    const other = await signIn()
    expect(await verifySecondFactor(ctx.payload, await account(), sidOf(other), code, now)).toBe(
      'wrong',
    )
    expect(await leadsStatus(other)).toBe(403)
  })

  it('five wrong codes in a row end the session: the password is asked again', async () => {
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const token = await signIn()
    const outcomes = []
    // The replayed code of the previous test was the first wrong code in a row: four more.
    for (let i = 0; i < 4; i += 1) {
      outcomes.push(await verifySecondFactor(ctx.payload, await account(), sidOf(token), '000000'))
    }
    expect(outcomes).toEqual(['wrong', 'wrong', 'wrong', 'session-ended'])
    const me = (await rest('GET', 'admin-users/me', { token })).json() as { user: unknown }
    expect(me.user).toBeNull()
  })

  it('a recovery code replaces the app once', async () => {
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const first = await signIn()
    const code = recovery[0]!
    expect(await verifySecondFactor(ctx.payload, await account(), sidOf(first), code)).toBe('ok')
    expect(await leadsStatus(first)).toBe(200)
    const second = await signIn()
    expect(await verifySecondFactor(ctx.payload, await account(), sidOf(second), code)).toBe(
      'wrong',
    )
    expect(await leadsStatus(second)).toBe(403)
  })

  it('never shows its secrets through the API, even to an active admin', async () => {
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const token = await signIn()
    const later = Date.now() + 120_000
    const code = currentTotp((await secret()).secret!, later)
    expect(await verifySecondFactor(ctx.payload, await account(), sidOf(token), code, later)).toBe(
      'ok',
    )
    expect((await rest('GET', 'admin-two-factor', { token })).status).toBe(403)
    const me = await rest('GET', 'admin-users/me', { token })
    const list = await rest('GET', 'admin-users', { token })
    for (const answer of [me.text, list.text]) {
      expect(answer).not.toContain((await secret()).secret!)
      expect(answer).not.toContain('two_factor_sessions')
    }
    const forged = await rest('PATCH', `admin-users/${(await account()).id}`, {
      token,
      body: { two_factor: false, two_factor_sessions: ['forged'] },
    })
    expect(forged.status).toBe(200)
    expect((await account()).two_factor).toBe(true)
  })

  it('once removed, the password alone signs in again', async () => {
    const { removeTwoFactor } = await import('@/features/security/two-factor/service')
    await removeTwoFactor(ctx.payload, (await account()).id)
    const token = await signIn()
    expect(await leadsStatus(token)).toBe(200)
  })
})
