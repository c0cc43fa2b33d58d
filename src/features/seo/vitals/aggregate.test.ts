import { describe, expect, it } from 'vitest'

import { summarize } from '@/features/seo/vitals/aggregate'

describe('vitals per path', () => {
  it('takes the 75th percentile of each metric and scores it', () => {
    const rows = [
      ...[1000, 2000, 3000, 4000].map((value) => ({ path: '/fr', metric: 'LCP' as const, value })),
      { path: '/fr', metric: 'CLS' as const, value: 0.02 },
      { path: '/en', metric: 'TTFB' as const, value: 900 },
    ]
    expect(summarize(rows)).toEqual([
      { path: '/fr', samples: 4, p75: { LCP: 3000, CLS: 0.02 }, score: 80 },
      { path: '/en', samples: 1, p75: { TTFB: 900 }, score: 85 },
    ])
  })
})
