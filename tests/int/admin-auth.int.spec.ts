import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { lockedAddresses } from '@/features/security/sign-in-lock'

import { startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext
const password = 'correct-horse-battery-staple'

beforeAll(async () => {
  ctx = await startPayload({
    env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: password },
  })
})

afterAll(async () => {
  await ctx?.close()
})

async function loginError(email: string, attempt: string, ip = '192.0.2.1'): Promise<string> {
  try {
    await ctx.payload.login({
      collection: 'admin-users',
      data: { email, password: attempt },
      req: { headers: new Headers(connectedFrom(ip)) },
    })
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
  throw new Error('login unexpectedly succeeded')
}

describe('admin accounts', () => {
  it('creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, active, and lets it sign in', async () => {
    const { docs } = await ctx.payload.find({ collection: 'admin-users', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ email: 'owner@example.com', is_active: true })
    const result = await ctx.payload.login({
      collection: 'admin-users',
      data: { email: 'owner@example.com', password },
    })
    expect(result.token).toBeTruthy()
  })

  it('answers a wrong password and an unknown address with the same generic message', async () => {
    const wrongPassword = await loginError('owner@example.com', 'not-the-password')
    const unknownUser = await loginError('nobody@example.com', 'not-the-password')
    expect(wrongPassword).toBe(unknownUser)
    expect(wrongPassword).not.toMatch(/exist|found|inconnu/i)
  })

  it('refuses an inactive admin even with the right password', async () => {
    await ctx.payload.create({
      collection: 'admin-users',
      data: { email: 'former@example.com', password, name: 'Ancien associé', is_active: false },
      overrideAccess: true,
    })
    const inactive = await loginError('former@example.com', password)
    expect(inactive).toBe(await loginError('nobody@example.com', 'whatever-password'))
  })

  it('locks an account for ten minutes after five wrong passwords, from that address only', async () => {
    await ctx.payload.create({
      collection: 'admin-users',
      data: { email: 'target@example.com', password, name: 'Compte ciblé', is_active: true },
      overrideAccess: true,
    })
    const stranger = '203.0.113.50'
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await loginError('target@example.com', `wrong-${attempt}`, stranger)
    }
    // Refused like an unknown address: the form tells nothing of the lock.
    const locked = await loginError('target@example.com', password, stranger)
    expect(locked).toBe(await loginError('nobody@example.com', password, '203.0.113.51'))
    const { docs } = await ctx.payload.find({
      collection: 'admin-users',
      where: { email: { equals: 'target@example.com' } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    const now = new Date()
    const [lock] = await lockedAddresses(ctx.payload, docs[0]!.id, now)
    expect(lock?.ip).toBe(stranger)
    expect(lock!.until.getTime() - now.getTime()).toBeGreaterThan(9 * 60 * 1000)
    expect(lock!.until.getTime() - now.getTime()).toBeLessThanOrEqual(10 * 60 * 1000)
    // Payload's lock of the whole account is not what locks.
    expect(docs[0]?.lockUntil ?? null).toBeNull()
    const owner = await ctx.payload.login({
      collection: 'admin-users',
      data: { email: 'target@example.com', password },
      req: { headers: new Headers(connectedFrom('192.0.2.80')) },
    })
    expect(owner.token).toBeTruthy()
  })

  it('sends a reset link through the outbox for a known address only, and it resets', async () => {
    await ctx.payload.forgotPassword({
      collection: 'admin-users',
      data: { email: 'owner@example.com' },
    })
    await ctx.payload.forgotPassword({
      collection: 'admin-users',
      data: { email: 'stranger@example.com' },
    })
    const { docs } = await ctx.payload.find({ collection: 'email-outbox', overrideAccess: true })
    expect(docs.map((d) => d.to)).toEqual(['owner@example.com'])
    const link = docs[0]?.html?.match(/http:\/\/localhost:3000\/admin\/reset-password\/([\w-]+)/)
    expect(link).not.toBeNull()
    // Its text part carries the same link, readable without HTML.
    expect(docs[0]?.text).toContain(link![0])
    expect(docs[0]?.text).toContain('Ce lien est valable une heure')

    await ctx.payload.resetPassword({
      collection: 'admin-users',
      data: { token: link![1]!, password: 'a-brand-new-long-password' },
      overrideAccess: true,
    })
    const result = await ctx.payload.login({
      collection: 'admin-users',
      data: { email: 'owner@example.com', password: 'a-brand-new-long-password' },
    })
    expect(result.user?.email).toBe('owner@example.com')
  })
})
