import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it, vi } from 'vitest'

import {
  type CacheValue,
  type GetContext,
  type HandlerContext,
  type SetContext,
  entryTags,
  nextDefaultCache,
  storedFields,
} from '@/platform/cache/next-incremental-cache.mjs'

/** Next.js hands the handler its own file functions; these do the same with Node's. */
const nodeCacheFs: NonNullable<HandlerContext['fs']> = {
  existsSync: fs.existsSync,
  readFile: fs.promises.readFile,
  readFileSync: fs.readFileSync,
  writeFile: (file, data) => fs.promises.writeFile(file, data),
  mkdir: (dir) => fs.promises.mkdir(dir, { recursive: true }),
  stat: (file) => fs.promises.stat(file),
}

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'next-cache-'))
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

// Next.js's kinds are const enums, out of reach of an isolated module: the values they hold.
const data = (body: string) =>
  ({ kind: 'FETCH', data: { headers: {}, body, url: '' }, revalidate: 60 }) as unknown as CacheValue
const fetchContext = (tags: string[], softTags: string[] = []) =>
  ({ kind: 'FETCH', tags, softTags }) as unknown as GetContext
const page = (tags: string) =>
  ({ kind: 'APP_PAGE', html: '', headers: { 'x-next-cache-tags': tags } }) as unknown as CacheValue
const pageContext = { kind: 'APP_PAGE', isFallback: false } as unknown as GetContext

describe("Next.js's default cache, reached through next/dist", () => {
  it('is still where the handler loads it from, and keeps and expires entries', async () => {
    const cache = nextDefaultCache({
      fs: nodeCacheFs,
      serverDistDir: dist,
      maxMemoryCacheSize: 1_000_000,
      revalidatedTags: [],
      _requestHeaders: {},
    })
    expect(cache).toBeDefined()
    const tag = 'unit-expired-tag'
    // A fixed clock: an expiry recorded in the very millisecond of the write leaves the entry
    // fresh, which on a fast machine made this test fail now and then.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-11-27T10:00:00.000Z'))
      await cache!.set('data-key', data('kept'), { fetchCache: true, tags: [tag] })
      expect((await cache!.get('data-key', fetchContext([tag])))?.value).toEqual(data('kept'))
      vi.setSystemTime(new Date('2026-11-27T10:00:01.000Z'))
      await cache!.revalidateTag(tag, { expire: 0 })
      expect(await cache!.get('data-key', fetchContext([tag]))).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is not made without a file system, as Next.js does', () => {
    expect(nextDefaultCache({ revalidatedTags: [], _requestHeaders: {} })).toBeUndefined()
  })
})

describe('the tags of an entry', () => {
  it("are a response's header tags, its path tags included", () => {
    expect(
      entryTags(page('_N_T_/fr/layout,_N_T_/fr/projets,projects'), undefined, pageContext),
    ).toEqual(['_N_T_/fr/layout', '_N_T_/fr/projets', 'projects'])
  })

  it('are, for data, those stored with it and those of the request asking for it', () => {
    expect(entryTags(data('x'), ['blog'], fetchContext(['blog-list'], ['_N_T_/fr/blog']))).toEqual([
      'blog',
      'blog-list',
      '_N_T_/fr/blog',
    ])
  })

  it('are stored with data; a response keeps its lifetime instead', () => {
    const cacheControl = { revalidate: false as const, expire: undefined }
    expect(storedFields({ fetchCache: true, tags: ['blog'] })).toEqual({ tags: ['blog'] })
    expect(storedFields({ cacheControl } as SetContext)).toEqual({ cacheControl })
  })
})
