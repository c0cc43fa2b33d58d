import fs from 'node:fs'
import path from 'node:path'

import { Redis } from 'ioredis'

import { e2eDistDir } from './app-instance'

const root = path.resolve(import.meta.dirname, '..', '..', '..')

/** The keys of the e2e build's entries in a shared cache (src/platform/cache: per build id). */
async function withBuildKeys<T>(
  redisUrl: string,
  work: (redis: Redis, keys: string[]) => Promise<T>,
): Promise<T> {
  const buildId = fs.readFileSync(path.join(root, e2eDistDir, 'BUILD_ID'), 'utf8').trim()
  const redis = new Redis(redisUrl)
  try {
    return await work(redis, await redis.keys(`site-cache:${buildId}:*`))
  } finally {
    redis.disconnect()
  }
}

/** How many pages and data entries the e2e build has in the shared cache. */
export const sharedCacheEntries = (redisUrl: string) =>
  withBuildKeys(redisUrl, async (_, keys) => keys.length)

/** Drops them: an earlier run's pages were rendered from that run's database. */
export const dropSharedCache = (redisUrl: string) =>
  withBuildKeys(redisUrl, async (redis, keys) => keys.length > 0 && redis.del(...keys))
