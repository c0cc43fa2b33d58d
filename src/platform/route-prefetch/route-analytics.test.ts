import { describe, expect, it } from 'vitest'

import {
  addUserTime,
  isSlowConnection,
  MAX_ROUTES,
  parseEntries,
  pathsToPrefetch,
  recordVisit,
  type RouteEntry,
} from '@/platform/route-prefetch/route-analytics'

const visits = (paths: string[]) =>
  paths.reduce<RouteEntry[]>((entries, path, index) => recordVisit(entries, path, index), [])

describe('route analytics', () => {
  it('counts visits per path, most visited first', () => {
    const entries = visits(['/fr', '/fr/blog', '/fr/blog', '/fr/contact', '/fr/blog'])
    expect(entries.map((e) => [e.path, e.frequency])).toEqual([
      ['/fr/blog', 3],
      ['/fr/contact', 1],
      ['/fr', 1],
    ])
    expect(entries[0]!.lastVisited).toBe(4)
  })

  it('keeps the top 20 paths only', () => {
    const many = Array.from({ length: 30 }, (_, i) => `/fr/page-${i}`)
    const entries = visits(['/fr/keep', '/fr/keep', ...many])
    expect(entries).toHaveLength(MAX_ROUTES)
    expect(entries[0]!.path).toBe('/fr/keep')
  })

  it('adds the time spent on a page when the visitor leaves it', () => {
    const entries = addUserTime(visits(['/fr', '/fr/blog']), '/fr', 1500)
    expect(entries.find((e) => e.path === '/fr')!.userTime).toBe(1500)
    expect(entries.find((e) => e.path === '/fr/blog')!.userTime).toBe(0)
  })

  it('preloads paths visited more than three times, never the current one', () => {
    const entries = visits([...Array(4).fill('/fr/blog'), ...Array(3).fill('/fr/contact'), '/fr'])
    expect(pathsToPrefetch(entries, '/fr')).toEqual(['/fr/blog'])
    expect(pathsToPrefetch(entries, '/fr/blog')).toEqual([])
  })

  it('skips slow connections and data saver', () => {
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true)
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true)
    expect(isSlowConnection({ effectiveType: '4g', saveData: true })).toBe(true)
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false)
    expect(isSlowConnection(undefined)).toBe(false)
  })

  it('reads back only well-formed entries of this site', () => {
    const good = { path: '/fr', frequency: 2, lastVisited: 1, userTime: 0 }
    const stored = JSON.stringify([good, { path: '//evil.test', frequency: 9 }, { path: 3 }])
    expect(parseEntries(stored)).toEqual([good])
    expect(parseEntries('not json')).toEqual([])
    expect(parseEntries('{"path":"/fr"}')).toEqual([])
    expect(parseEntries(null)).toEqual([])
  })
})
