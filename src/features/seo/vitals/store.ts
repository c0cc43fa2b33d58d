import type { Payload } from 'payload'

import type { VitalsReport } from '@/features/seo/vitals/report-schema'

const KEEP_DAYS = 90
const PRUNE_EVERY_MS = 24 * 60 * 60 * 1000
let lastPrune = 0

/** One row per figure: the path and the value, nothing about the visitor. */
export async function storeVitals(payload: Payload, report: VitalsReport): Promise<void> {
  for (const metric of report.metrics) {
    await payload.create({
      collection: 'web-vitals',
      data: { path: report.path, metric: metric.name, value: metric.value },
      overrideAccess: true,
      depth: 0,
    })
  }
  await pruneOldVitals(payload)
}

/** At most once a day per process: rows older than 90 days go (the manager reads 28 days). */
export async function pruneOldVitals(payload: Payload, now = Date.now()): Promise<void> {
  if (now - lastPrune < PRUNE_EVERY_MS) return
  lastPrune = now
  await payload.delete({
    collection: 'web-vitals',
    where: { createdAt: { less_than: new Date(now - KEEP_DAYS * 86_400_000).toISOString() } },
    overrideAccess: true,
  })
}
