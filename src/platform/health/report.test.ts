import { describe, expect, it } from 'vitest'

import {
  healthStatus,
  httpStatusOf,
  migrationState,
  oldestAgeSeconds,
  OUTBOX_STALE_SECONDS,
  type HealthChecks,
} from '@/platform/health/report'

const healthy: HealthChecks = {
  database: { kind: 'sqlite', reachable: true, latencyMs: 2 },
  migrations: { expected: 2, applied: 2, pending: [], unknown: 0 },
  outbox: { queued: 0, failed: 0, oldestSeconds: null },
  jobs: { due: 0 },
}

describe('health report', () => {
  it('lists the shipped migrations not applied and counts the applied ones it does not know', () => {
    expect(migrationState(['a', 'b', 'c'], ['a', 'x'])).toEqual({
      expected: 3,
      applied: 2,
      pending: ['b', 'c'],
      unknown: 1,
    })
    expect(migrationState(['a'], ['a'])).toMatchObject({ pending: [], unknown: 0 })
  })

  it('is ok when the database answers, the schema is current and no e-mail waits long', () => {
    expect(healthStatus(healthy)).toBe('ok')
    const recent = { queued: 3, failed: 1, oldestSeconds: OUTBOX_STALE_SECONDS }
    expect(healthStatus({ ...healthy, outbox: recent })).toBe('ok')
    expect(httpStatusOf('ok')).toBe(200)
  })

  it('is an error (503) when the database cannot be read or migrations are pending', () => {
    const down: HealthChecks = {
      database: { kind: 'postgres', reachable: false, latencyMs: null },
      migrations: null,
      outbox: null,
      jobs: null,
    }
    expect(healthStatus(down)).toBe('error')
    const behind = { ...healthy.migrations!, applied: 1, pending: ['b'] }
    expect(healthStatus({ ...healthy, migrations: behind })).toBe('error')
    expect(httpStatusOf('error')).toBe(503)
  })

  it('stays up but degraded when e-mails wait too long or the outbox cannot be read', () => {
    const stale = { queued: 1, failed: 0, oldestSeconds: OUTBOX_STALE_SECONDS + 1 }
    expect(healthStatus({ ...healthy, outbox: stale })).toBe('degraded')
    expect(healthStatus({ ...healthy, outbox: null })).toBe('degraded')
    expect(httpStatusOf('degraded')).toBe(200)
  })

  it('keeps serving during a rolling update: migrations applied by a newer version', () => {
    const ahead = { ...healthy.migrations!, applied: 3, unknown: 1 }
    expect(healthStatus({ ...healthy, migrations: ahead })).toBe('ok')
  })

  it('gives the age of the oldest date in seconds, never negative', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    expect(oldestAgeSeconds([null, undefined], now)).toBeNull()
    expect(oldestAgeSeconds(['2026-11-25T11:59:00Z', '2026-11-25T11:00:00.500Z'], now)).toBe(3599)
    expect(oldestAgeSeconds(['2026-11-25T12:00:05Z'], now)).toBe(0)
  })
})
