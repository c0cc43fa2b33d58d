import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestContext } from './support/test-payload'
import { userOf } from './support/two-factor-admin'

/**
 * Second-step codes are single-use even when two sign-ins give one at the same moment (a code
 * read over a shoulder, replayed while the owner types it): one of them spends it, the other is
 * refused.
 */
let ctx: TestContext
const email = 'recovery-race@example.com'
const password = 'recovery-race-password-0123'

beforeAll(async () => {
  ctx = await startPayload()
  await ctx.payload.create({
    collection: 'admin-users',
    data: { email, password, name: 'Codes de secours', is_active: true },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  await ctx?.close()
})

async function pendingSession() {
  const { token } = await ctx.payload.login({
    collection: 'admin-users',
    data: { email, password },
  })
  const user = await userOf(ctx.payload, token!)
  return { user, sid: String((user as { _sid?: unknown })._sid) }
}

describe('recovery codes', () => {
  it('one code given by two sign-ins at once opens one session only', async () => {
    const { confirmSetup, startSetup, verifySecondFactor } =
      await import('@/features/security/two-factor/service')
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const setup = await pendingSession()
    const secret = await startSetup(ctx.payload, setup.user.id)
    const codes = await confirmSetup(ctx.payload, setup.user, setup.sid, currentTotp(secret))
    const code = codes![0]!

    for (let round = 0; round < 3; round += 1) {
      const [first, second] = [await pendingSession(), await pendingSession()]
      const outcomes = await Promise.all(
        [first, second].map((pending) =>
          verifySecondFactor(ctx.payload, pending.user, pending.sid, codes![round]!),
        ),
      )
      expect(outcomes.toSorted()).toEqual(['ok', 'wrong'])
    }
    // A code spent stays spent; the ones never given still work.
    const later = await pendingSession()
    expect(await verifySecondFactor(ctx.payload, later.user, later.sid, code)).toBe('wrong')
    expect(await verifySecondFactor(ctx.payload, later.user, later.sid, codes![3]!)).toBe('ok')
    const { docs } = await ctx.payload.find({ collection: 'admin-two-factor', limit: 1 })
    expect(docs[0]?.recovery_hashes).toHaveLength(6)
  })

  it('one authenticator code given by two sign-ins at once opens one session only', async () => {
    const { verifySecondFactor } = await import('@/features/security/two-factor/service')
    const { currentTotp } = await import('@/features/security/two-factor/totp')
    const { docs } = await ctx.payload.find({ collection: 'admin-two-factor', limit: 1 })
    for (let round = 1; round <= 3; round += 1) {
      // A later time step each round: each code is new to the account.
      const now = Date.now() + round * 60_000
      const code = currentTotp(docs[0]!.secret!, now)
      const pending = [await pendingSession(), await pendingSession()]
      const outcomes = await Promise.all(
        pending.map((session) =>
          verifySecondFactor(ctx.payload, session.user, session.sid, code, now),
        ),
      )
      expect(outcomes.toSorted()).toEqual(['ok', 'wrong'])
    }
  })
})
