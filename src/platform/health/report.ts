/**
 * What `GET /api/health` answers, and the rules that turn the raw checks into a status. Kept free
 * of Payload so the rules are unit-tested; `check.ts` gathers the figures.
 *
 * Nothing here may carry a secret or personal data: no connection string, no host, no error
 * text from the driver (it can name users or hosts), no e-mail address. Counts and names of
 * migrations only.
 */

export type HealthStatus = 'ok' | 'degraded' | 'error'

export type MigrationState = {
  /** Migrations this build ships. */
  expected: number
  applied: number
  /** Shipped but not applied: the schema is older than the code. */
  pending: string[]
  /** Applied but unknown to this build: a newer version migrated the database (rolling update). */
  unknown: number
}

export type OutboxBacklog = {
  /** E-mails waiting for their first attempt. */
  queued: number
  /** E-mails whose last attempt failed (retried with backoff, or given up after the last try). */
  failed: number
  /** Age of the oldest e-mail still waiting or failed, null when there is none. */
  oldestSeconds: number | null
}

export type HealthChecks = {
  database: { kind: 'sqlite' | 'postgres'; reachable: boolean; latencyMs: number | null }
  migrations: MigrationState | null
  outbox: OutboxBacklog | null
  /** Jobs of the queue whose time has come and that have not run yet. */
  jobs: { due: number } | null
}

export type HealthReport = HealthChecks & {
  status: HealthStatus
  checkedAt: string
  uptimeSeconds: number
}

/**
 * An e-mail older than this still unsent means SMTP is down or refusing: worth a look, but the
 * instance itself serves pages fine, so the answer stays 200 ("degraded"), not 503.
 */
export const OUTBOX_STALE_SECONDS = 15 * 60

export function migrationState(expected: string[], applied: string[]): MigrationState {
  const known = new Set(expected)
  const done = new Set(applied)
  return {
    expected: expected.length,
    applied: applied.length,
    pending: expected.filter((name) => !done.has(name)),
    unknown: [...done].filter((name) => !known.has(name)).length,
  }
}

/**
 * error: the database cannot be read or the schema is behind the code (the instance would fail
 * on the first query touching a new column), so a load balancer must take it out.
 * degraded: serving, but e-mails pile up. ok: everything else.
 */
export function healthStatus(checks: HealthChecks): HealthStatus {
  if (!checks.database.reachable || !checks.migrations) return 'error'
  if (checks.migrations.pending.length > 0) return 'error'
  const oldest = checks.outbox?.oldestSeconds ?? null
  if (checks.outbox === null || (oldest !== null && oldest > OUTBOX_STALE_SECONDS)) {
    return 'degraded'
  }
  return 'ok'
}

export function httpStatusOf(status: HealthStatus): 200 | 503 {
  return status === 'error' ? 503 : 200
}

/** Age in whole seconds of the oldest date, null for none; a clock skew never goes negative. */
export function oldestAgeSeconds(dates: (string | null | undefined)[], now: Date): number | null {
  const times = dates.flatMap((date) => (date ? [new Date(date).getTime()] : []))
  if (times.length === 0) return null
  return Math.max(0, Math.floor((now.getTime() - Math.min(...times)) / 1000))
}
