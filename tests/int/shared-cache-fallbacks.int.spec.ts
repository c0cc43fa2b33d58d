import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it, beforeAll, vi } from 'vitest'

import { RedisConnection } from '@/platform/cache/redis-connection.mjs'
import { SharedCacheStore } from '@/platform/cache/shared-cache-store.mjs'
import type { GetContext } from '@/platform/cache/next-incremental-cache.mjs'

import {
  buildFolder,
  cacheFs,
  data,
  dataGet,
  finishBuild,
  handlerClass,
  instance,
  nextMillisecond,
  page,
  pageGet,
  pageSet,
  redis,
  redisUrl,
  run,
  withRedis,
} from './support/shared-cache'

/** The shared cache beside the build's own files, while Redis is away, and without Redis. */
withRedis()

describe('what the build left on disk', () => {
  const build = buildFolder(`seeds-${run}`)
  // A route handler's response as Next.js keeps it in the build folder (the service worker).
  const key = `/route-cache/APP_ROUTE/${'0'.repeat(64)}/$/serwist/sw-${run}.js`
  const routeGet = { kind: 'APP_ROUTE', isFallback: false } as unknown as GetContext

  /** A route handler's response written into the build folder, as Next.js writes it. */
  function writeResponse(key: string, body: string) {
    const file = path.join(build, key)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(`${file}.body`, body)
    const headers = { 'content-type': 'application/javascript', 'x-next-cache-tags': `sw-${run}` }
    fs.writeFileSync(`${file}.meta`, JSON.stringify({ headers, status: 200 }))
  }

  beforeAll(() => {
    writeResponse(key, 'self.skipWaiting()')
    finishBuild(build)
  })

  it('is still served when Redis has nothing, until one of its tags expires', async () => {
    const served = await instance(build)().get(key, routeGet)
    expect(served?.value).toMatchObject({ kind: 'APP_ROUTE', status: 200 })
    expect(String((served?.value as { body: Buffer }).body)).toBe('self.skipWaiting()')
    await instance(build, { ownRecord: false })().revalidateTag(`sw-${run}`)
    expect(await instance(build)().get(key, routeGet)).toBeNull()
  })

  it('does not include what another process wrote there after the build', async () => {
    // An instance without Redis serving the same folder keeps its renders there.
    const later = key.replace(`sw-${run}`, `sw-later-${run}`)
    writeResponse(later, 'self.clients.claim()')
    const future = new Date(Date.now() + 5000)
    for (const suffix of ['.body', '.meta']) {
      fs.utimesSync(path.join(build, later + suffix), future, future)
    }
    expect(await instance(build)().get(later, routeGet)).toBeNull()
  })
})

describe('with Redis away', () => {
  it('misses, stores nothing and expires nothing, without throwing or waiting', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Handler = handlerClass({ redisUrl: 'redis://127.0.0.1:1', building: false })
    const ctx = {
      serverDistDir: buildFolder(`away-${run}`),
      revalidatedTags: [],
      _requestHeaders: {},
    }
    const started = Date.now()
    await expect(new Handler(ctx).set('/fr', page('x', 'x'), pageSet)).resolves.toBeUndefined()
    await expect(new Handler(ctx).get('/fr', pageGet)).resolves.toBeNull()
    await expect(new Handler(ctx).revalidateTag('x')).resolves.toBeUndefined()
    expect(Date.now() - started).toBeLessThan(5000)
    // Logged once for the outage, not on every request.
    expect(errors.mock.calls).toHaveLength(1)
    errors.mockRestore()
  })
})

describe('a change saved while Redis does not answer', () => {
  it('is shared with the other instances once it answers again', async () => {
    const build = buildFolder(`retry-${run}`)
    const tag = `retry-${run}`
    const connection = new RedisConnection(redisUrl)
    const store = new SharedCacheStore(connection, `retry-${run}`)
    await instance(build)().set(`/retry-${run}`, page('Before', tag), pageSet)
    await nextMillisecond()
    const away = vi.spyOn(connection, 'run').mockResolvedValueOnce({ ok: false })
    await store.expireTags([tag], Date.now())
    expect(await instance(build)().get(`/retry-${run}`, pageGet)).not.toBeNull()
    away.mockRestore()
    await store.read('anything')
    expect(await instance(build)().get(`/retry-${run}`, pageGet)).toBeNull()
    await connection.close()
  })
})

describe('without REDIS_URL', () => {
  it("is Next.js's own cache of the instance", async () => {
    const Handler = handlerClass({ building: false })
    const serverDistDir = buildFolder(`local-${run}`)
    const ctx = { fs: cacheFs, serverDistDir, revalidatedTags: [], _requestHeaders: {} }
    await new Handler({ ...ctx, maxMemoryCacheSize: 1_000_000 }).set(`data-${run}`, data('own'), {
      fetchCache: true,
      tags: [`local-${run}`],
    })
    expect(await new Handler(ctx).get(`data-${run}`, dataGet([`local-${run}`]))).not.toBeNull()
    expect(await redis.keys(`site-cache:local-${run}:*`)).toEqual([])
  })
})
