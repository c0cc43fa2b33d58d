import { describe, expect, it } from 'vitest'

import { median, medianOf, percentile, ratio, round } from './stats.mjs'

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
    expect(median([Number.NaN, 5])).toBe(5)
  })

  it('gives nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 95)).toBeNull()
  })

  it('refuses a ratio to nothing', () => {
    expect(ratio(50, 100)).toBe(0.5)
    expect(ratio(50, 0)).toBeNull()
    expect(ratio(null, 100)).toBeNull()
    expect(ratio(50, undefined)).toBeNull()
  })

  it('takes the median of one field over runs, skipping missing ones', () => {
    const runs = [{ score: 90 }, { score: 100 }, { score: null }, { score: 95 }]
    expect(medianOf(runs, (run) => run.score)).toBe(95)
  })

  it('rounds measurements for display', () => {
    expect(round(12.345, 1)).toBe(12.3)
    expect(round(12.5)).toBe(13)
    expect(round(null)).toBeNull()
    expect(round(Number.POSITIVE_INFINITY)).toBeNull()
  })
})
