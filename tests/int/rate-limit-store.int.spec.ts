import crypto from 'node:crypto'

import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { createEmptyDatabase, testDatabaseKind } from './support/test-database'

/**
 * Two instances of the site are two processes with their own modules: `vi.resetModules()` then a
 * new import gives this file a second copy of the rate-limit modules, with their own connections,
 * sharing only what the store shares.
 */
type Instance = typeof import('@/platform/rate-limit/rate-limit') &
  typeof import('@/platform/rate-limit/store')

const instances: Instance[] = []

async function startInstance(env: Record<string, string | undefined>): Promise<Instance> {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  vi.resetModules()
  const { resetEnvCache } = await import('@/config/env')
  resetEnvCache()
  const instance = {
    ...(await import('@/platform/rate-limit/rate-limit')),
    ...(await import('@/platform/rate-limit/store')),
  }
  instances.push(instance)
  return instance
}

afterEach(async () => {
  for (const instance of instances.splice(0)) await instance.closeRateLimitStores()
})

// A new address per test: counts kept in Redis outlive the test.
const address = () => `test-${crypto.randomUUID()}`

async function expectSharedLimit(env: Record<string, string | undefined>) {
  const first = await startInstance(env)
  const second = await startInstance(env)
  const ip = address()
  // RATE_LIMIT_PER_10_MIN=3: three requests in all, whichever instance answers them.
  expect(await first.consumeRateLimit('forms', ip)).toEqual({ allowed: true })
  expect(await second.consumeRateLimit('forms', ip)).toEqual({ allowed: true })
  expect(await first.consumeRateLimit('forms', ip)).toEqual({ allowed: true })
  const refused = await second.consumeRateLimit('forms', ip)
  expect(refused.allowed).toBe(false)
  if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(500)
  expect((await first.consumeRateLimit('forms', ip)).allowed).toBe(false)
  // Another address is not affected.
  expect(await second.consumeRateLimit('forms', address())).toEqual({ allowed: true })
}

describe('rate limits', () => {
  it('keep counting per instance in memory when Redis does not answer', async () => {
    const instance = await startInstance({
      RATE_LIMIT_PER_10_MIN: '2',
      REDIS_URL: 'redis://127.0.0.1:1',
    })
    expect(instance.rateLimitStore()).toBe('redis')
    const ip = address()
    const started = Date.now()
    expect(await instance.consumeRateLimit('forms', ip)).toEqual({ allowed: true })
    expect(await instance.consumeRateLimit('forms', ip)).toEqual({ allowed: true })
    expect((await instance.consumeRateLimit('forms', ip)).allowed).toBe(false)
    // The visitor is not kept waiting on the unreachable store.
    expect(Date.now() - started).toBeLessThan(5000)
  })

  if (testDatabaseKind === 'sqlite') {
    it('count in memory for a single instance on SQLite', async () => {
      const instance = await startInstance({
        DATABASE_URL: 'file:./data/unused.db',
        REDIS_URL: undefined,
      })
      expect(instance.rateLimitStore()).toBe('memory')
    })

    it('count in memory once per process, whichever bundle loaded the module', async () => {
      // Next.js loads the module once per bundle (the API, the admin's screens): two copies of
      // it in one process must see the same counts, as the sign-in and Sécurité must.
      const env = { DATABASE_URL: 'file:./data/unused.db', REDIS_URL: undefined }
      const api = await startInstance({ ...env, RATE_LIMIT_PER_10_MIN: '2' })
      const screens = await startInstance({ ...env, RATE_LIMIT_PER_10_MIN: '2' })
      const ip = address()
      expect(await api.consumeRateLimit('forms', ip)).toEqual({ allowed: true })
      expect(await api.consumeRateLimit('forms', ip)).toEqual({ allowed: true })
      expect((await screens.peekRateLimit('forms', ip)).allowed).toBe(false)
    })
  }

  if (testDatabaseKind === 'postgres') {
    it('are shared by two instances through PostgreSQL', async () => {
      const database = await createEmptyDatabase()
      try {
        await expectSharedLimit({
          DATABASE_URL: database.url,
          REDIS_URL: undefined,
          RATE_LIMIT_PER_10_MIN: '3',
        })
        const client = new pg.Client({ connectionString: database.url })
        await client.connect()
        const { rows } = await client.query('SELECT COUNT(*)::int AS n FROM rate_limits')
        await client.end()
        expect(rows[0].n).toBe(2)
      } finally {
        for (const instance of instances.splice(0)) await instance.closeRateLimitStores()
        await database.drop()
      }
    })

    it('are shared by two instances through Redis when REDIS_URL is set', async () => {
      await expectSharedLimit({
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
        RATE_LIMIT_PER_10_MIN: '3',
      })
    })
  }
})
