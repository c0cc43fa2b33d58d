import { describe, expect, it } from 'vitest'

import {
  type StoredEntry,
  decodeEntry,
  encodeEntry,
  ENTRY_TTL_SECONDS,
  isExpired,
  isKept,
  ttlSeconds,
} from '@/platform/cache/cache-entry.mjs'
import type { CacheValue } from '@/platform/cache/next-incremental-cache.mjs'

describe('a shared cache entry', () => {
  it('comes back with the Buffers and Map of a page (its RSC payload and segments)', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<p>page</p>',
      rscData: Buffer.from([0, 255, 1]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'projects' },
    } as unknown as CacheValue
    const entry: StoredEntry = { lastModified: 1234, value, tags: ['a'] }
    const back = decodeEntry(encodeEntry(entry))
    expect(back).toEqual(entry)
    expect(Buffer.isBuffer((back?.value as { rscData: unknown }).rscData)).toBe(true)
    expect((back?.value as { segmentData: unknown }).segmentData).toBeInstanceOf(Map)
  })

  it('is a miss, not an error, when the bytes are not an entry', () => {
    expect(decodeEntry(Buffer.from('not an entry'))).toBeUndefined()
    expect(decodeEntry(encodeEntry({ value: null } as unknown as StoredEntry))).toBeUndefined()
  })
})

describe('an entry is expired', () => {
  const expiries = (tags: Record<string, number>) => new Map(Object.entries(tags))

  it('when one of its tags expired after it was written', () => {
    expect(isExpired(['a', 'b'], 10_000, expiries({ b: 10_001 }), 0)).toBe(true)
    expect(isExpired(['a', 'b'], 10_000, expiries({ b: 9_999, c: 20_000 }), 0)).toBe(false)
    // Stamped in the same millisecond: the expiry may be the later one.
    expect(isExpired(['a'], 10_000, expiries({ a: 10_000 }), 0)).toBe(true)
  })

  it('when written within the grace period after an expiry (a render that read old data)', () => {
    expect(isExpired(['a'], 10_000, expiries({ a: 9_000 }), 3000)).toBe(true)
    expect(isExpired(['a'], 13_000, expiries({ a: 9_000 }), 3000)).toBe(false)
  })
})

describe('Redis keeps an entry', () => {
  it('a week, or until its own lifetime ends if sooner', () => {
    expect(ttlSeconds(undefined)).toBe(ENTRY_TTL_SECONDS)
    expect(ttlSeconds({ revalidate: false, expire: undefined })).toBe(ENTRY_TTL_SECONDS)
    expect(ttlSeconds({ revalidate: 60, expire: 3600 })).toBe(3600)
    expect(ttlSeconds({ revalidate: 60, expire: 10 ** 10 })).toBe(ENTRY_TTL_SECONDS)
  })
})

describe('what the cache keeps', () => {
  const answer = (status: number | undefined, kind = 'APP_PAGE') =>
    ({ kind, html: '', headers: {}, status }) as unknown as CacheValue

  it('keeps pages and responses the site serves', () => {
    expect(isKept(answer(undefined))).toBe(true)
    expect(isKept(answer(200))).toBe(true)
    expect(isKept(answer(200, 'APP_ROUTE'))).toBe(true)
    expect(isKept({ kind: 'FETCH', data: {}, revalidate: 60 } as unknown as CacheValue)).toBe(true)
  })

  it('never keeps a not-found answer, a redirect or an error', () => {
    for (const status of [404, 307, 308, 500])
      expect(isKept(answer(status)), `${status}`).toBe(false)
    expect(isKept(answer(404, 'APP_ROUTE'))).toBe(false)
    expect(isKept({ kind: 'REDIRECT', props: {} } as unknown as CacheValue)).toBe(false)
    expect(isKept(null)).toBe(false)
  })

  it('lets Redis keep an entry a day at most', () => {
    expect(ENTRY_TTL_SECONDS).toBe(86_400)
    expect(ttlSeconds({ revalidate: 300, expire: 86_400 })).toBe(86_400)
    expect(ttlSeconds({ revalidate: 300, expire: 31_536_000 })).toBe(86_400)
  })
})
