import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { env, InvalidEnvironmentError } from '@/config/env'
import { superviseJobs } from '@/platform/jobs/stale-jobs'
import { scrubText } from '@/platform/logging/scrub'
import { handleShutdownSignals } from '@/platform/shutdown/graceful-shutdown'

/**
 * Server start: validate the configuration, connect, migrate and seed, start the jobs queue, and
 * take over the stop signals (platform/shutdown).
 * Any failure stops the process with a clear message instead of leaving a half-started site.
 */
export async function boot(): Promise<void> {
  try {
    env()
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) fail(error.message)
    throw error
  }
  try {
    const payload = await getPayload({ config: configPromise, cron: true })
    superviseJobs(payload)
    handleShutdownSignals(payload)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    fail(`Cannot start: the database is unavailable or broken (${reason}).\nCheck DATABASE_URL.`)
  }
}

// A driver's message may quote the database URL, password included.
function fail(message: string): never {
  console.error(`\n${scrubText(message)}\n`)
  process.exit(1)
}
