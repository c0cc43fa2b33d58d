import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { passwordCheck } from '@/features/security/password-check'

import { startPayload, type TestContext } from './support/test-payload'

/**
 * The sign-in's limits against many addresses, through Payload's login operation with a
 * client address, on a fixed clock: an IPv6 client is counted by its /64, an IPv4-mapped one as
 * IPv4, and an account's wrong passwords across all addresses are bounded (20 an hour), without
 * locking the owner out of the networks she signed in from before.
 */
let ctx: TestContext
const password = 'sign-in-limits-owner-password'
const owner = 'limits-owner@example.com'
const home = '198.51.100.7'
const start = new Date('2026-03-02T10:00:00.000Z')

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
  // The per-address limit of sign-in requests stays out of the way of these counts.
  ctx = await startPayload({ env: { RATE_LIMIT_PER_10_MIN: '200' } })
  await ctx.payload.create({
    collection: 'admin-users',
    data: { email: owner, password, name: 'Owner', is_active: true },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  vi.useRealTimers()
  await ctx?.close()
})

beforeEach(() => {
  vi.restoreAllMocks()
})

async function signIn(email: string, attempt: string, ip: string): Promise<boolean> {
  try {
    const result = await ctx.payload.login({
      collection: 'admin-users',
      data: { email, password: attempt },
      req: { headers: new Headers(connectedFrom(ip)) },
    })
    return Boolean(result.token)
  } catch {
    return false
  }
}

async function history(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'admin-sign-ins',
    where: { email: { equals: email } },
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

const alerts = async () =>
  (
    await ctx.payload.find({
      collection: 'email-outbox',
      where: { to: { equals: owner } },
      overrideAccess: true,
    })
  ).docs

describe('sign-in limits across addresses', () => {
  it('locks a whole IPv6 /64 after five wrong passwords, and keeps each full address', async () => {
    expect(await signIn(owner, password, home)).toBe(true)
    for (let host = 1; host <= 5; host += 1) {
      expect(await signIn(owner, `wrong-${host}`, `2001:db8:aa:1::${host}`)).toBe(false)
    }
    const verify = vi.spyOn(passwordCheck, 'verify')
    // A sixth address of the same /64 is locked out, even with the right password.
    expect(await signIn(owner, password, '2001:db8:aa:1:ffff::6')).toBe(false)
    expect(verify).toHaveBeenCalledTimes(1)
    // Another /64 is not.
    expect(await signIn(owner, password, '2001:db8:aa:2::1')).toBe(true)
    const rows = await history(owner)
    expect(rows.map((row) => row.ip)).toContain('2001:db8:aa:1::3')
    expect(rows.map((row) => row.ip)).toContain('2001:db8:aa:1:ffff::6')
    expect(rows.find((row) => row.ip === '2001:db8:aa:1:ffff::6')?.failure).toBe('locked')
  })

  it('bounds an account’s wrong passwords across addresses, without locking its owner out', async () => {
    vi.setSystemTime(new Date(start.getTime() + 60_000))
    // 14 more, one from each of 14 networks: with the five above, 19. No alert yet.
    for (let network = 1; network <= 14; network += 1) {
      expect(await signIn(owner, 'wrong', `203.0.113.${network}`)).toBe(false)
    }
    expect(await alerts()).toHaveLength(0)
    // The 20th spends the budget: the owner is told once.
    expect(await signIn(owner, 'wrong', '2001:db8:bb:1::1')).toBe(false)
    const [alert] = await alerts()
    expect(alert?.subject).toMatch(/Tentatives de connexion répétées.*Repeated sign-in attempts/)
    expect(alert?.text).toContain('Au moins 20 mots de passe erronés')
    expect(alert?.text).toContain('At least 20 wrong passwords')

    // From now on a new address is refused before any hash, even with the right password.
    const verify = vi.spyOn(passwordCheck, 'verify')
    expect(await signIn(owner, password, '192.0.2.200')).toBe(false)
    expect(await signIn(owner, 'wrong', '2001:db8:cc::1')).toBe(false)
    expect(verify).not.toHaveBeenCalled()
    expect((await history(owner)).at(-1)?.failure).toBe('locked')
    expect(await alerts()).toHaveLength(1)

    // The owner's own networks still get in: her IPv4 address, also spelt IPv4-mapped, and
    // another address of an IPv6 /64 she signed in from.
    expect(await signIn(owner, password, home)).toBe(true)
    expect(await signIn(owner, password, `::ffff:${home}`)).toBe(true)
    expect(await signIn(owner, password, '2001:db8:aa:2::99')).toBe(true)
    // A wrong password from there is still counted and still refused.
    expect(await signIn(owner, 'wrong', home)).toBe(false)
    expect(await alerts()).toHaveLength(1)
  })

  it('answers an unknown e-mail address the same way', async () => {
    for (let network = 1; network <= 20; network += 1) {
      expect(await signIn('nobody@example.com', 'wrong', `192.0.2.${network}`)).toBe(false)
    }
    const verify = vi.spyOn(passwordCheck, 'verify')
    expect(await signIn('nobody@example.com', 'wrong', '192.0.2.99')).toBe(false)
    expect(verify).not.toHaveBeenCalled()
    expect((await history('nobody@example.com')).at(-1)?.failure).toBe('locked')
  })

  it('gives the account its budget back after the hour', async () => {
    vi.setSystemTime(new Date(start.getTime() + 62 * 60_000))
    expect(await signIn(owner, password, '192.0.2.201')).toBe(true)
  })
})
