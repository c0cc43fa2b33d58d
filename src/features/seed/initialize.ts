import type { Payload } from 'payload'

import { env } from '@/config/env'
import { ensureBookingSettings } from '@/features/booking/ensure-settings'
import { migrationsFor } from '@/platform/setup/database'
import { keepDatabaseErrorsHandled } from '@/platform/setup/database-errors'
import { ensureInitialAdmin } from '@/features/seed/initial-admin'
import { seed } from '@/features/seed/seed'
import { withStartupLock } from '@/platform/setup/startup-lock'

/**
 * Runs once per process when Payload starts: schema up to date, first admin, seed content. In
 * every mode (development, tests, production) from the same migration lists, and on PostgreSQL
 * one instance at a time (several instances may start together on one database).
 */
export async function initialize(payload: Payload): Promise<void> {
  const config = env()
  keepDatabaseErrorsHandled(payload)
  await withStartupLock(config.DATABASE_URL, async () => {
    await payload.db.migrate({ migrations: migrationsFor(config.DATABASE_URL) })
    await ensureInitialAdmin(payload, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    })
    await seed(payload)
    await ensureBookingSettings(payload)
  })
}
