import { httpStatusOf, type HealthReport } from '@/features/health/report'

/**
 * The probe's answer: never stored by a browser, a proxy or Next's own cache, since a cached
 * "ok" would hide an outage. 503 tells load balancers and orchestrators to stop sending traffic.
 */
export function healthResponse(report: HealthReport): Response {
  return Response.json(report, {
    status: httpStatusOf(report.status),
    headers: { 'Cache-Control': 'no-store, max-age=0' },
  })
}
