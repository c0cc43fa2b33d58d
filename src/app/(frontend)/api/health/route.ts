import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { runHealthChecks } from '@/features/health/check'
import { healthResponse } from '@/features/health/response'

// Every call checks again: a probe answered from a cache would report a database that is gone.
export const dynamic = 'force-dynamic'

/** `GET /api/health`: database, migrations, outbox and jobs backlog (docs/DEPLOYMENT.md). */
export async function GET() {
  return healthResponse(await runHealthChecks(() => getPayload({ config: configPromise })))
}
