import type { Payload } from 'payload'

import { env } from '@/config/env'
import { ensureBookingSettings } from '@/features/booking/ensure-settings'
import { migrationsFor } from '@/features/setup/database'
import { keepDatabaseErrorsHandled } from '@/features/setup/database-errors'
import { ensureInitialAdmin } from '@/features/setup/initial-admin'
import { seed } from '@/features/setup/seed'

/**
 * Runs once per process when Payload starts: schema up to date, first admin, seed content.
 * Production applies migrations in the adapter's connect step; other modes do it here, so
 * development, tests and production share one schema history.
 */
export async function initialize(payload: Payload): Promise<void> {
  const config = env()
  keepDatabaseErrorsHandled(payload)
  if (config.NODE_ENV !== 'production') {
    await payload.db.migrate({ migrations: migrationsFor(config.DATABASE_URL) })
  }
  await ensureInitialAdmin(payload, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD })
  await seed(payload)
  await ensureBookingSettings(payload)
}
