import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/config/env'
import { runHealthChecks } from '@/platform/health/check'
import { mayReadHealthDetails } from '@/platform/health/details-access'
import { healthResponse } from '@/platform/health/response'

// Every call checks again: a probe answered from a cache would report a database that is gone.
export const dynamic = 'force-dynamic'

/**
 * `GET /api/health`: the status for anyone; database, migrations, outbox and jobs backlog with
 * `HEALTH_TOKEN` or for a signed-in admin (docs/DEPLOYMENT.md).
 */
export async function GET(request: Request) {
  const instance = () => getPayload({ config: configPromise })
  const report = await runHealthChecks(instance)
  const detailed = await mayReadHealthDetails(request.headers, env().HEALTH_TOKEN, instance)
  return healthResponse(report, detailed)
}
