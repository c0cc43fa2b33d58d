import { httpStatusOf, type HealthReport } from '@/platform/health/report'

/**
 * The probe's answer: never stored by a browser, a proxy or Next's own cache, since a cached
 * "ok" would hide an outage. 503 tells load balancers and orchestrators to stop sending traffic.
 * Without `detailed` (an anonymous caller) only the status: the database kind, the uptime and
 * the backlog tell an attacker what runs and when it restarted.
 */
export function healthResponse(report: HealthReport, detailed = false): Response {
  return Response.json(detailed ? report : { status: report.status }, {
    status: httpStatusOf(report.status),
    headers: { 'Cache-Control': 'no-store, max-age=0' },
  })
}
