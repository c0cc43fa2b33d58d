import { Redis } from 'ioredis'
import { Pool } from 'pg'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { env, isPostgres } from '@/config/env'

/**
 * Where the counters live. Several instances of the site must share them, or each would let an
 * address through as many times as there are instances: Redis when REDIS_URL is set, else the
 * PostgreSQL database when the site runs on one, else this process's memory (one instance on
 * SQLite). A shared store that fails falls back to counting in memory (the `insuranceLimiter`)
 * rather than refusing or letting everyone through.
 */
export type RateLimitStore = 'redis' | 'postgres' | 'memory'

export function rateLimitStore(): RateLimitStore {
  const config = env()
  if (config.REDIS_URL) return 'redis'
  return isPostgres(config.DATABASE_URL) ? 'postgres' : 'memory'
}

export const RATE_LIMIT_TABLE = 'rate_limits'

type Limits = { keyPrefix: string; points: number; duration: number }

const REDIS_CONNECT_TIMEOUT_MS = 2000

let redis: Redis | undefined
let pool: Pool | undefined

function redisClient(url: string): Redis {
  if (!redis) {
    // Fail fast to the insurance limiter while Redis is away; ioredis reconnects on its own.
    redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    })
    // Without a listener an unreachable Redis crashes the process with an unhandled 'error'.
    redis.on('error', () => undefined)
  }
  return redis
}

/**
 * Waits (at most the connect timeout) for the first connection, so the first requests after a
 * start are counted in Redis, not in this instance's memory. A Redis that is away is not waited
 * for again: requests go to the insurance limiter until ioredis has reconnected.
 */
async function connected(client: Redis): Promise<void> {
  if (client.status === 'ready') return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      client.off('ready', done)
      client.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, REDIS_CONNECT_TIMEOUT_MS)
    client.once('ready', done)
    client.once('error', done)
  })
}

function postgresPool(url: string): Pool {
  // Its own small pool: a burst of refused requests must not starve Payload's connections.
  if (!pool) {
    pool = new Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 2000 })
    pool.on('error', () => undefined)
  }
  return pool
}

type MemoryLimiters = Map<string, RateLimiterMemory>
// Counts kept in memory belong to the process, not to a bundle: Next.js loads this module once
// for each bundle (the API's routes, the admin's screens, the proxy), and a lock counted by the
// sign-in must be the one Sécurité shows and its unlock button clears.
const processWide = globalThis as typeof globalThis & { siteMemoryLimiters?: MemoryLimiters }
const memoryLimiters: MemoryLimiters = (processWide.siteMemoryLimiters ??= new Map())

function memoryLimiter(limits: Limits): RateLimiterMemory {
  const key = `${limits.keyPrefix}|${limits.points}|${limits.duration}`
  const existing = memoryLimiters.get(key)
  if (existing) return existing
  const made = new RateLimiterMemory(limits)
  memoryLimiters.set(key, made)
  return made
}

/** Forgets the counts kept in memory (tests that change the limits between cases). */
export function clearMemoryCounts(): void {
  memoryLimiters.clear()
}

/**
 * A limiter on the configured store. `settled` is false when its PostgreSQL table could not be
 * made ready (database away at that moment): the caller should not keep that limiter, which
 * would count in memory forever, and ask again on a later request.
 */
export async function createLimiter(
  limits: Limits,
): Promise<{ limiter: RateLimiterAbstract; settled: boolean }> {
  const config = env()
  const store = rateLimitStore()
  if (store === 'memory') return { limiter: memoryLimiter(limits), settled: true }
  // What counts while the shared store does not answer: this instance's memory.
  const insuranceLimiter = new RateLimiterMemory(limits)
  if (store === 'redis' && config.REDIS_URL) {
    const client = redisClient(config.REDIS_URL)
    await connected(client)
    const limiter = new RateLimiterRedis({
      ...limits,
      storeClient: client,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    })
    return { limiter, settled: true }
  }
  if (store === 'postgres') {
    const client = postgresPool(config.DATABASE_URL)
    return new Promise((resolve) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        { ...limits, storeClient: client, tableName: RATE_LIMIT_TABLE, insuranceLimiter },
        (error?: Error) => resolve({ limiter, settled: !error }),
      )
    })
  }
  return { limiter: insuranceLimiter, settled: true }
}

/** Closes the shared connections (tests, graceful shutdown). */
export async function closeRateLimitStores(): Promise<void> {
  const closing: Promise<unknown>[] = []
  const client = redis
  if (client) closing.push(client.quit().catch(() => client.disconnect()))
  if (pool) closing.push(pool.end())
  redis = undefined
  pool = undefined
  await Promise.all(closing)
}
