import type { Payload, Where } from 'payload'

import { env, isPostgres } from '@/config/env'
import {
  healthStatus,
  migrationState,
  oldestAgeSeconds,
  type HealthChecks,
  type HealthReport,
  type MigrationState,
  type OutboxBacklog,
} from '@/platform/health/report'
import { withTimeout } from '@/platform/health/timeout'
import { migrationsFor } from '@/platform/setup/database'

/**
 * A health probe must answer quickly even when PostgreSQL hangs (the pool waits 5 s for a
 * connection): past this, the database counts as unreachable.
 */
export const CHECK_TIMEOUT_MS = 3000

/**
 * Gathers the figures of `GET /api/health` through Payload's local API. Reading the migrations
 * table doubles as the database probe: it is one small query that any working schema answers.
 * `instance` gives the process's Payload; when it fails or hangs (Payload could not connect at
 * all), the database reads as unreachable.
 */
export async function runHealthChecks(
  instance: () => Promise<Payload>,
  now: Date = new Date(),
): Promise<HealthReport> {
  const url = env().DATABASE_URL
  const payload = await withTimeout(instance(), CHECK_TIMEOUT_MS).catch(() => null)
  const checks: HealthChecks = {
    database: { kind: isPostgres(url) ? 'postgres' : 'sqlite', reachable: false, latencyMs: null },
    migrations: null,
    outbox: null,
    jobs: null,
  }
  if (payload) {
    const started = performance.now()
    const migrations = await optional(payload, 'migrations', () => readMigrations(payload, url))
    if (migrations) {
      checks.database.reachable = true
      checks.database.latencyMs = Math.round(performance.now() - started)
      checks.migrations = migrations
      checks.outbox = await optional(payload, 'outbox', () => readOutbox(payload, now))
      checks.jobs = await optional(payload, 'jobs', () => readDueJobs(payload, now))
    }
  }
  return {
    status: healthStatus(checks),
    checkedAt: now.toISOString(),
    uptimeSeconds: Math.floor(process.uptime()),
    ...checks,
  }
}

/** A failed check is logged here (the driver's message stays in the server log) and reads null. */
async function optional<T>(payload: Payload, name: string, read: () => Promise<T>) {
  try {
    return await withTimeout(read(), CHECK_TIMEOUT_MS)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.warn({ check: name, reason }, 'Health check failed')
    return null
  }
}

async function readMigrations(payload: Payload, url: string): Promise<MigrationState> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    // Batch -1 is Payload's development "push" marker, not a migration.
    where: { batch: { not_equals: -1 } },
    select: { name: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const applied = docs.flatMap((doc) => (doc.name ? [doc.name] : []))
  return migrationState(
    migrationsFor(url).map((migration) => migration.name),
    applied,
  )
}

const WAITING_EMAIL: Where = { status: { in: ['queued', 'failed'] } }

async function readOutbox(payload: Payload, now: Date): Promise<OutboxBacklog> {
  const count = async (status: 'queued' | 'failed') =>
    (
      await payload.count({
        collection: 'email-outbox',
        where: { status: { equals: status } },
        overrideAccess: true,
      })
    ).totalDocs
  const [queued, failed, oldest] = await Promise.all([
    count('queued'),
    count('failed'),
    payload.find({
      collection: 'email-outbox',
      where: WAITING_EMAIL,
      select: { createdAt: true },
      sort: 'createdAt',
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  return { queued, failed, oldestSeconds: oldestAgeSeconds([oldest.docs[0]?.createdAt], now) }
}

/** The same "ready to run" rule as Payload's own job runner (not done, not given up, due). */
async function readDueJobs(payload: Payload, now: Date): Promise<{ due: number }> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        {
          or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: now.toISOString() } }],
        },
      ],
    },
    overrideAccess: true,
  })
  return { due: totalDocs }
}
