import type { WebVitalMetric } from '@/features/seo/vitals/metrics'

/**
 * The performance score: start at 100, minus 20 each for LCP over 2500 ms, INP over 200 ms
 * (in place of FID over 100 ms: FID no longer exists in browsers) and CLS over 0.1, minus
 * 15 each for load over 3000 ms and first byte over 800 ms, never below 0.
 */
export const thresholds = {
  LCP: { limit: 2_500, penalty: 20 },
  INP: { limit: 200, penalty: 20 },
  CLS: { limit: 0.1, penalty: 20 },
  LOAD: { limit: 3_000, penalty: 15 },
  TTFB: { limit: 800, penalty: 15 },
} as const satisfies Record<WebVitalMetric, { limit: number; penalty: number }>

export function performanceScore(values: Partial<Record<WebVitalMetric, number>>): number {
  let score = 100
  for (const [metric, { limit, penalty }] of Object.entries(thresholds) as [
    WebVitalMetric,
    { limit: number; penalty: number },
  ][]) {
    const value = values[metric]
    if (value !== undefined && value > limit) score -= penalty
  }
  return Math.max(0, score)
}

/** The 75th percentile (nearest rank, as the Chrome UX Report does), undefined without data. */
export function percentile75(values: number[]): number | undefined {
  if (values.length === 0) return undefined
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.ceil(0.75 * sorted.length) - 1]
}
