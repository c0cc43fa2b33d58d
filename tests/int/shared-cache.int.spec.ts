import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import type { CacheValue } from '@/platform/cache/next-incremental-cache.mjs'

import {
  buildFolder,
  cacheFs,
  data,
  dataGet,
  handlerClass,
  instance,
  lifetime,
  nextMillisecond,
  page,
  pageGet,
  pageSet,
  redis,
  run,
  withRedis,
} from './support/shared-cache'

/** Several instances on one Redis: what one caches the others serve, what one expires is gone. */
withRedis()

describe('the shared page and data cache', () => {
  const build = buildFolder(`build-${run}`)
  const a = instance(build, { ownRecord: false })
  const b = instance(build)

  it('serves on one instance the page another rendered, Buffers and Map included', async () => {
    const value = page('Projets', `_N_T_/fr/projets,projects-${run}`)
    await a().set(`/fr/projets-${run}`, value, pageSet)
    const served = await b().get(`/fr/projets-${run}`, pageGet)
    expect(served?.value).toEqual(value)
    expect(served?.cacheControl).toEqual(lifetime)
  })

  it('expires on every instance the pages and data of a tag expired on one', async () => {
    const tag = `projects-${run}-expiry`
    await a().set(`/fr/page-${tag}`, page('Page', `_N_T_/fr/page,${tag}`), pageSet)
    await a().set(`data-${tag}`, data('projects'), { fetchCache: true, tags: [tag] })
    await a().set(`other-${tag}`, data('other'), { fetchCache: true, tags: [`other-${run}`] })
    expect(await b().get(`/fr/page-${tag}`, pageGet)).not.toBeNull()
    expect(await b().get(`data-${tag}`, dataGet([tag]))).not.toBeNull()

    await a().revalidateTag(tag, { expire: 0 })
    expect(await b().get(`/fr/page-${tag}`, pageGet)).toBeNull()
    expect(await b().get(`data-${tag}`, dataGet([tag]))).toBeNull()
    expect(await b().get(`other-${tag}`, dataGet([`other-${run}`]))).not.toBeNull()
  })

  it('expires a page through its path tag and the tags of the data it read', async () => {
    const key = `/fr/blog-${run}`
    await a().set(key, page('Blog', `_N_T_/fr/blog-${run},blog-list-${run}`), pageSet)
    await a().revalidateTag([`blog-list-${run}`])
    expect(await b().get(key, pageGet)).toBeNull()
    await nextMillisecond()
    await a().set(key, page('Blog', `_N_T_/fr/blog-${run},blog-list-${run}`), pageSet)
    expect(await b().get(key, pageGet)).not.toBeNull()
    await a().revalidateTag(`_N_T_/fr/blog-${run}`)
    expect(await b().get(key, pageGet)).toBeNull()
  })
})

describe('builds', () => {
  const current = buildFolder(`current-${run}`)
  const previous = buildFolder(`previous-${run}`)

  it("do not read each other's entries (a deploy starts afresh)", async () => {
    await instance(previous)().set(`/fr-${run}`, page('Old', `_N_T_/fr`), pageSet)
    expect(await instance(current)().get(`/fr-${run}`, pageGet)).toBeNull()
    expect(await instance(previous)().get(`/fr-${run}`, pageGet)).not.toBeNull()
  })

  it('share expiries: a change saved on the old build during a deploy expires the new', async () => {
    const tag = `deploy-${run}`
    await instance(current)().set(`/en-${run}`, page('New', tag), pageSet)
    await instance(previous, { ownRecord: false })().revalidateTag(tag)
    expect(await instance(current)().get(`/en-${run}`, pageGet)).toBeNull()
  })
})

describe('a page rendered just after a change', () => {
  it('is rendered again: it may hold data read before the change was committed', async () => {
    const build = buildFolder(`grace-${run}`)
    const a = instance(build, { ownRecord: false, graceMs: 300 })
    const b = instance(build, { graceMs: 300 })
    const tag = `grace-${run}`
    await a().revalidateTag(tag)
    await a().set(`/grace-${run}`, page('Maybe old', tag), pageSet)
    expect(await b().get(`/grace-${run}`, pageGet)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 350))
    await a().set(`/grace-${run}`, page('New', tag), pageSet)
    expect(await b().get(`/grace-${run}`, pageGet)).not.toBeNull()
  })
})

describe('what the cache keeps', () => {
  const answer = (status: number) => ({ ...(page('x', '') as object), status }) as CacheValue
  const day = { cacheControl: { revalidate: 300, expire: 31_536_000 } } as typeof pageSet

  it('in Redis: no not-found answer nor redirect, and every page for a day at most', async () => {
    const build = buildFolder(`build-${run}-kept`)
    const site = instance(build)
    for (const status of [404, 307, 308]) {
      await site().set(`/fr/made-up-${status}-${run}`, answer(status), day)
      expect(await site().get(`/fr/made-up-${status}-${run}`, pageGet), `${status}`).toBeNull()
    }
    expect(await redis.keys(`site-cache:build-${run}-kept:/fr/made-up-*`)).toEqual([])
    await site().set(`/fr/published-${run}`, answer(200), day)
    const ttl = await redis.ttl(`site-cache:build-${run}-kept:/fr/published-${run}`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(86_400)
  })

  it('on disk, without Redis: no file for a not-found answer nor a redirect', async () => {
    const build = buildFolder(`build-${run}-disk`)
    const Handler = handlerClass({ building: false })
    const site = () =>
      new Handler({
        serverDistDir: build,
        fs: cacheFs,
        flushToDisk: true,
        revalidatedTags: [],
        _requestHeaders: {},
      })
    for (const status of [404, 308]) await site().set(`/fr/made-up-${status}`, answer(status), day)
    expect(fs.readdirSync(build, { recursive: true })).toEqual([])
    await site().set('/fr/published', answer(200), day)
    expect(fs.readdirSync(build, { recursive: true }).length).toBeGreaterThan(0)
  })
})
