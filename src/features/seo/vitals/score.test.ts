import { describe, expect, it } from 'vitest'

import { vitalsReport } from '@/features/seo/vitals/report-schema'
import { percentile75, performanceScore } from '@/features/seo/vitals/score'

describe('performance score', () => {
  it('is 100 when every figure is within its limit, limits included', () => {
    expect(performanceScore({ LCP: 2500, INP: 200, CLS: 0.1, LOAD: 3000, TTFB: 800 })).toBe(100)
    expect(performanceScore({})).toBe(100)
  })

  it('takes 20 for LCP, INP, CLS and 15 for load and first byte', () => {
    expect(performanceScore({ LCP: 2501 })).toBe(80)
    expect(performanceScore({ INP: 201, CLS: 0.11 })).toBe(60)
    expect(performanceScore({ LOAD: 3001 })).toBe(85)
    expect(performanceScore({ TTFB: 801, LOAD: 5000 })).toBe(70)
  })

  it('leaves 10 when all five are over their limits (the floor is 0)', () => {
    expect(performanceScore({ LCP: 9e3, INP: 9e3, CLS: 1, LOAD: 9e3, TTFB: 9e3 })).toBe(10)
  })
})

describe('75th percentile', () => {
  it('uses the nearest rank', () => {
    expect(percentile75([])).toBeUndefined()
    expect(percentile75([5])).toBe(5)
    expect(percentile75([4, 1, 3, 2])).toBe(3)
    expect(percentile75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8)
  })
})

describe('vitals report', () => {
  it('accepts a well-formed report', () => {
    expect(
      vitalsReport.safeParse({
        path: '/fr/services',
        metrics: [
          { name: 'LCP', value: 1200 },
          { name: 'CLS', value: 0.02 },
        ],
      }).success,
    ).toBe(true)
  })

  it.each([
    [{ path: '/admin', metrics: [{ name: 'LCP', value: 1 }] }],
    [{ path: '/fr?x=1', metrics: [{ name: 'LCP', value: 1 }] }],
    [{ path: '/fr', metrics: [] }],
    [{ path: '/fr', metrics: [{ name: 'FID', value: 1 }] }],
    [{ path: '/fr', metrics: [{ name: 'LCP', value: -1 }] }],
    [{ path: '/fr', metrics: [{ name: 'CLS', value: 50 }] }],
    [
      {
        path: '/fr',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
    ],
    [{ path: '/fr', metrics: [{ name: 'LCP', value: 1 }], visitor: 'x' }],
  ])('refuses %j', (body) => {
    expect(vitalsReport.safeParse(body).success).toBe(false)
  })
})
