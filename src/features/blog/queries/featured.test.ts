import { describe, expect, it } from 'vitest'

import { featuredPositions } from '@/features/blog/queries/featured'

const day = (iso: string) => new Date(iso)

describe('featured rotation', () => {
  it('chooses the same positions all day', () => {
    const morning = featuredPositions(5, day('2026-11-23T00:01:00Z'))
    const evening = featuredPositions(5, day('2026-11-23T23:59:00Z'))
    expect(morning).toEqual(evening)
    expect(new Set(morning).size).toBe(3)
  })

  it('moves on by one the next day and wraps around the end', () => {
    const today = featuredPositions(5, day('2026-11-23T12:00:00Z'))
    const tomorrow = featuredPositions(5, day('2026-11-24T12:00:00Z'))
    expect(tomorrow.slice(0, 2)).toEqual(today.slice(1))
    // 2026-11-23 is day 20780 since 1970: 20780 % 5 = 0, so the window is 0, 1, 2.
    expect(today).toEqual([0, 1, 2])
    expect(featuredPositions(5, day('2026-11-26T12:00:00Z'))).toEqual([3, 4, 0])
  })

  it('returns every position when there are fewer articles than asked', () => {
    expect(featuredPositions(2, new Date(), 3)).toEqual([0, 1])
    expect(featuredPositions(0, new Date())).toEqual([])
  })
})
