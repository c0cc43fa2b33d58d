import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runHealthChecks } from '@/platform/health/check'
import { healthResponse } from '@/platform/health/response'
import { OUTBOX_STALE_SECONDS, type HealthReport } from '@/platform/health/report'

import { closeRestPayload } from './support/rest'
import { testDatabaseKind } from './support/test-database'
import { closeConnections, startPayload, type TestContext } from './support/test-payload'

let ctx: TestContext

const healthToken = 'health-token-int-0123456789abcdef-0123'
const password = 'health-admin-password-0123'

beforeAll(async () => {
  ctx = await startPayload({ env: { HEALTH_TOKEN: healthToken } })
  await ctx.payload.create({
    collection: 'admin-users',
    data: { email: 'owner-health@example.com', password, name: 'Owner', is_active: true },
    overrideAccess: true,
  })
}, 120_000)

const probe = async (headers: Record<string, string> = {}) => {
  // The route itself, as the server runs it (its Payload comes from getPayload).
  const { GET } = await import('@/app/(frontend)/api/health/route')
  return GET(new Request('http://localhost:3000/api/health', { headers }))
}

afterAll(async () => {
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

const check = (now?: Date) => runHealthChecks(async () => ctx.payload, now)

describe('GET /api/health', () => {
  it('tells an anonymous caller the status alone, whatever it sends', async () => {
    const sent: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: `Bearer ${healthToken.slice(0, -1)}` },
      { authorization: 'JWT not-a-session' },
      { cookie: 'payload-token=forged' },
    ]
    for (const headers of sent) {
      const response = await probe(headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store, max-age=0')
      expect(await response.json()).toEqual({ status: 'ok' })
    }
  })

  it('gives the details to a signed-in admin', async () => {
    const { token } = await ctx.payload.login({
      collection: 'admin-users',
      data: { email: 'owner-health@example.com', password },
    })
    const report = (await (await probe({ authorization: `JWT ${token}` })).json()) as HealthReport
    expect(report).toMatchObject({ status: 'ok', database: { kind: testDatabaseKind } })
    expect(report.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('answers 200 with the database, migrations and backlog to the token, never cached', async () => {
    const response = await probe({ authorization: `Bearer ${healthToken}` })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store, max-age=0')
    const report = (await response.json()) as HealthReport
    expect(report).toMatchObject({
      status: 'ok',
      database: { kind: testDatabaseKind, reachable: true },
      migrations: { pending: [], unknown: 0 },
      outbox: { queued: 0, failed: 0, oldestSeconds: null },
      jobs: { due: 0 },
    })
    expect(report.migrations!.expected).toBeGreaterThan(10)
    expect(report.migrations!.applied).toBe(report.migrations!.expected)
    expect(report.database.latencyMs).toBeGreaterThanOrEqual(0)
  })

  it('counts waiting e-mails without showing them, and turns degraded when they wait long', async () => {
    await ctx.payload.create({
      collection: 'email-outbox',
      data: {
        to: 'visitor-health@example.com',
        subject: 'Private subject',
        status: 'queued',
        locale: 'fr',
        attempts: 0,
      },
      overrideAccess: true,
    })
    await ctx.payload.create({
      collection: 'email-outbox',
      data: {
        to: 'visitor-health@example.com',
        subject: 'Private subject',
        status: 'failed',
        locale: 'fr',
        attempts: 0,
      },
      overrideAccess: true,
    })
    const now = await check()
    expect(now.status).toBe('ok')
    expect(now.outbox).toMatchObject({ queued: 1, failed: 1 })
    const body = JSON.stringify(now)
    for (const secret of ['visitor-health', 'Private subject', ctx.database.url]) {
      expect(body).not.toContain(secret)
    }
    const later = await check(new Date(Date.now() + (OUTBOX_STALE_SECONDS + 60) * 1000))
    expect(later.status).toBe('degraded')
    expect(later.outbox!.oldestSeconds).toBeGreaterThan(OUTBOX_STALE_SECONDS)
    expect(healthResponse(later).status).toBe(200)
  })

  it('answers 503 and names the migration when the schema is behind the code', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    const latest = docs[0]!
    await ctx.payload.delete({ collection: 'payload-migrations', id: latest.id })
    try {
      const report = await check()
      expect(report.status).toBe('error')
      expect(report.migrations!.pending).toEqual([latest.name])
      expect(healthResponse(report).status).toBe(503)
    } finally {
      await ctx.payload.create({
        collection: 'payload-migrations',
        data: { name: latest.name, batch: latest.batch },
      })
    }
    expect((await check()).migrations!.pending).toEqual([])
  })

  it('answers 503 when Payload cannot connect or the database stops answering', async () => {
    const refused = await runHealthChecks(() => Promise.reject(new Error('ECONNREFUSED')))
    expect(refused).toMatchObject({
      status: 'error',
      database: { reachable: false, latencyMs: null },
      migrations: null,
      outbox: null,
    })
    expect(healthResponse(refused).status).toBe(503)

    // Last test of the file: the connection is closed for good (close() copes with that).
    await closeConnections(ctx.payload)
    const gone = await check()
    expect(gone.status).toBe('error')
    expect(gone.database.reachable).toBe(false)
  })
})
