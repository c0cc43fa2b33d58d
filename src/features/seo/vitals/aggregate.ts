import type { Payload } from 'payload'

import { webVitalMetrics, type WebVitalMetric } from '@/features/seo/vitals/metrics'
import { percentile75, performanceScore } from '@/features/seo/vitals/score'

export type PathVitals = {
  path: string
  samples: number
  p75: Partial<Record<WebVitalMetric, number>>
  score: number
}

/** The most recent rows read at most: enough for stable percentiles, bounded in memory. */
const MAX_ROWS = 20_000

type Row = { path: string; metric: WebVitalMetric; value: number }

/** Groups rows by path and takes each metric's 75th percentile and the performance score. */
export function summarize(rows: Row[]): PathVitals[] {
  const byPath = new Map<string, Map<WebVitalMetric, number[]>>()
  for (const row of rows) {
    const metrics = byPath.get(row.path) ?? new Map<WebVitalMetric, number[]>()
    metrics.set(row.metric, [...(metrics.get(row.metric) ?? []), row.value])
    byPath.set(row.path, metrics)
  }
  return [...byPath]
    .map(([path, metrics]) => {
      const p75: PathVitals['p75'] = {}
      for (const metric of webVitalMetrics) {
        const value = percentile75(metrics.get(metric) ?? [])
        if (value !== undefined) p75[metric] = value
      }
      const samples = Math.max(...[...metrics.values()].map((values) => values.length))
      return { path, samples, p75, score: performanceScore(p75) }
    })
    .sort((a, b) => b.samples - a.samples)
}

/** Field figures of the last `sinceDays` days, per page path. */
export async function vitalsByPath(
  payload: Payload,
  sinceDays = 28,
  path?: string,
): Promise<PathVitals[]> {
  const since = new Date(Date.now() - sinceDays * 86_400_000).toISOString()
  const { docs } = await payload.find({
    collection: 'web-vitals',
    where: {
      and: [{ createdAt: { greater_than: since } }, ...(path ? [{ path: { equals: path } }] : [])],
    },
    sort: '-createdAt',
    limit: MAX_ROWS,
    depth: 0,
    select: { path: true, metric: true, value: true },
    overrideAccess: true,
  })
  return summarize(docs)
}
