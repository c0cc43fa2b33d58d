/** The field metrics the site reports (INP replaces the spec's FID, PRODUCT.md section 4). */
export const webVitalMetrics = ['LCP', 'INP', 'CLS', 'TTFB', 'LOAD'] as const
export type WebVitalMetric = (typeof webVitalMetrics)[number]
