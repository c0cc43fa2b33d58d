import { describe, expect, it } from 'vitest'

import {
  type StoredEntry,
  decodeEntry,
  encodeEntry,
  ENTRY_TTL_SECONDS,
  isExpired,
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
