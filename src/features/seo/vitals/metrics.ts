/** The field metrics the site reports (INP in place of FID, which browsers no longer measure). */
export const webVitalMetrics = ['LCP', 'INP', 'CLS', 'TTFB', 'LOAD'] as const
export type WebVitalMetric = (typeof webVitalMetrics)[number]
