import { z } from 'zod'

import { webVitalMetrics } from '@/features/seo/vitals/metrics'

/** Largest body accepted: five figures and a path fit in a few hundred bytes. */
export const MAX_REPORT_BYTES = 2_048

/** Upper bounds per metric: beyond them a value is a broken browser or a forgery. */
export const metricBounds = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
  TTFB: 120_000,
  LOAD: 120_000,
} as const

/** A public page path: a language prefix, no query or fragment, nothing under /admin or /api. */
const pagePath = z
  .string()
  .max(300)
  .regex(/^\/(fr|en)(\/[A-Za-z0-9\-._~%/]*)?$/)

export const vitalsReport = z
  .object({
    path: pagePath,
    metrics: z
      .array(
        z.object({ name: z.enum(webVitalMetrics), value: z.number().finite().min(0) }).strict(),
      )
      .min(1)
      .max(webVitalMetrics.length)
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, 'duplicate metric')
      .refine((list) => list.every((m) => m.value <= metricBounds[m.name]), 'value out of bounds'),
  })
  .strict()

export type VitalsReport = z.infer<typeof vitalsReport>
