import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'
import { passwordCheck } from '@/features/security/password-check'

import { closeRestPayload, restClient } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

/**
 * The back office's sign-in guard inside Payload's operations, through the real REST handlers and
 * the local API: the per-address limit whatever the spelling of the path, the lock per account
 * and address, refusals that all look alike, and the real reason kept in the sign-in history.
 */
let ctx: TestContext
let rest: Awaited<ReturnType<typeof restClient>>
const password = 'guard-password-0123456789'
const owner = 'owner-guard@example.com'
const PER_WINDOW = 8

const post = (path: string, body: unknown, ip: string) =>
  rest('POST', path, { body, headers: connectedFrom(ip) })
const signIn = (email: string, pass: string, ip: string, path = 'admin-users/login') =>
  post(path, { email, password: pass }, ip)
const answer = (response: { status: number; json: () => unknown }) => ({
  status: response.status,
  body: response.json(),
})

async function history(email: string) {
  const { docs } = await ctx.payload.find({
    collection: 'admin-sign-ins',
    where: { email: { equals: email } },
    sort: 'createdAt',
    limit: 50,
    depth: 0,
  })
  return docs.map((row) => ({ success: row.success, failure: row.failure ?? null, ip: row.ip }))
}

beforeAll(async () => {
  ctx = await startPayload({ env: { RATE_LIMIT_PER_10_MIN: String(PER_WINDOW) } })
  rest = await restClient()
  for (const [email, active] of [
    [owner, true],
    ['spelling-guard@example.com', true],
    ['former-guard@example.com', false],
  ] as const) {
    await ctx.payload.create({
      collection: 'admin-users',
      data: { email, password, name: email.split('@')[0]!, is_active: active },
      overrideAccess: true,
    })
  }
}, 120_000)

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

describe('the sign-in limit per address, inside Payload', () => {
  it('holds for every spelling of the sign-in and reset paths, and records each refusal', async () => {
    const ip = '198.51.100.31'
    const email = 'spelling-guard@example.com'
    const spellings = ['admin-users/LOGIN', 'admin-users/Login', 'admin-users/login/']
    for (const path of spellings)
      expect((await signIn(email, 'wrong-1', ip, path)).status).toBe(401)
    expect(await history(email)).toEqual(
      spellings.map(() => ({ success: false, failure: 'credentials', ip })),
    )
    for (let i = spellings.length; i < PER_WINDOW; i += 1) await signIn(email, 'wrong-2', ip)
    for (const path of ['admin-users/login', ...spellings]) {
      const refused = await signIn(email, password, ip, path)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.text).toMatch(/Trop de tentatives|Too many attempts/)
    }
    for (const path of ['admin-users/forgot-password', 'admin-users/FORGOT-PASSWORD']) {
      expect((await post(path, { email }, ip)).status).toBe(429)
    }
    // Through the local API, a request carrying the same address is refused as well.
    await expect(
      ctx.payload.login({
        collection: 'admin-users',
        data: { email, password },
        req: { headers: new Headers(connectedFrom(ip)) },
      }),
    ).rejects.toMatchObject({ status: 429 })
    // Another address is not concerned.
    expect((await signIn(email, password, '198.51.100.32', 'admin-users/LOGIN')).status).toBe(200)
  })
})

describe('wrong passwords per account and address', () => {
  it('lock the account from that address only: the owner still signs in from hers', async () => {
    const stranger = '203.0.113.66'
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(owner, `wrong-${i}`, stranger)).status).toBe(401)
    expect((await signIn(owner, password, stranger)).status).toBe(401)
    const home = await signIn(owner, password, '192.0.2.10')
    expect(home.status).toBe(200)
    expect(await history(owner)).toEqual([
      ...Array.from({ length: 5 }, () => ({
        success: false,
        failure: 'credentials',
        ip: stranger,
      })),
      { success: false, failure: 'locked', ip: stranger },
      { success: true, failure: null, ip: '192.0.2.10' },
    ])
    const { docs } = await ctx.payload.find({
      collection: 'admin-users',
      where: { email: { equals: owner } },
      showHiddenFields: true,
    })
    expect(docs[0]?.lockUntil ?? null).toBeNull()
  })

  it('answer a locked, an unknown, an inactive account and a wrong password alike', async () => {
    const ip = '203.0.113.66'
    const locked = answer(await signIn(owner, password, ip))
    const unknown = answer(await signIn('nobody-guard@example.com', password, '203.0.113.67'))
    const wrong = answer(await signIn(owner, 'not-the-password', '203.0.113.68'))
    const inactive = answer(await signIn('former-guard@example.com', password, '203.0.113.69'))
    expect(locked.status).toBe(401)
    expect(unknown).toEqual(locked)
    expect(wrong).toEqual(locked)
    expect(inactive).toEqual(locked)
    expect(JSON.stringify(locked.body)).not.toMatch(/lock|verrouill|exist|inconnu/i)
    expect((await history('nobody-guard@example.com')).map((row) => row.failure)).toEqual([
      'unknown',
    ])
    expect((await history('former-guard@example.com')).map((row) => row.failure)).toEqual([
      'inactive',
    ])
  })

  it('answer a lock Payload itself set like any other refusal', async () => {
    const email = 'payload-locked-guard@example.com'
    const created = await ctx.payload.create({
      collection: 'admin-users',
      data: { email, password, name: 'Ancien verrou', is_active: true },
      overrideAccess: true,
    })
    await ctx.payload.db.updateOne({
      collection: 'admin-users',
      id: created.id,
      data: { lockUntil: new Date(Date.now() + 5 * 60_000).toISOString(), loginAttempts: 5 },
      returning: false,
    })
    const locked = answer(await signIn(email, password, '203.0.113.71'))
    const unknown = answer(await signIn('nobody-else-guard@example.com', password, '203.0.113.72'))
    expect(locked).toEqual(unknown)
    expect((await history(email)).map((row) => row.failure)).toEqual(['locked'])
  })

  it('hash a password for an unknown address too, so the answer takes as long', async () => {
    const verify = vi.spyOn(passwordCheck, 'verify')
    try {
      expect((await signIn('ghost-guard@example.com', 'any-password', '203.0.113.70')).status).toBe(
        401,
      )
      expect(verify).toHaveBeenCalledTimes(1)
      expect(verify).toHaveBeenCalledWith('any-password', null)
      await expect(verify.mock.results[0]?.value).resolves.toBe(false)
    } finally {
      verify.mockRestore()
    }
  })

  it('count per address through the local API too', async () => {
    const from = (ip: string) => ({ headers: new Headers(connectedFrom(ip)) })
    const email = 'spelling-guard@example.com'
    for (let i = 0; i < 5; i += 1) {
      await expect(
        ctx.payload.login({
          collection: 'admin-users',
          data: { email, password: 'x-wrong' },
          req: from('192.0.2.77'),
        }),
      ).rejects.toMatchObject({ status: 401 })
    }
    await expect(
      ctx.payload.login({
        collection: 'admin-users',
        data: { email, password },
        req: from('192.0.2.77'),
      }),
    ).rejects.toMatchObject({ status: 401 })
    const elsewhere = await ctx.payload.login({
      collection: 'admin-users',
      data: { email, password },
      req: from('192.0.2.78'),
    })
    expect(elsewhere.token).toBeTruthy()
  })
})

describe('the locks in Sécurité', () => {
  it('show until when an account is locked from an address', async () => {
    const { securityData } = await import('@/features/security/queries')
    const now = new Date()
    const { rows } = await securityData(ctx.payload, now, { signIns: 'all', audit: '' })
    const locked = rows.find((row) => row.admin.email === owner)?.lockedUntil
    const minutes = (new Date(String(locked)).getTime() - now.getTime()) / 60_000
    expect(minutes).toBeGreaterThan(9)
    expect(minutes).toBeLessThanOrEqual(10)
    expect(
      rows.find((row) => row.admin.email === 'former-guard@example.com')?.lockedUntil,
    ).toBeNull()
  })
})
