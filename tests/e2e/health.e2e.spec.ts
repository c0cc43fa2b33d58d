import { adminHeaders } from './support/admin-api'
import { expect, test } from './support/fixtures'

test('GET /api/health: up on the production server, never cached, nothing private', async ({
  request,
}) => {
  // Anyone (a load balancer, the Docker HEALTHCHECK) gets the status alone.
  const anonymous = await request.get('/api/health')
  expect(anonymous.status()).toBe(200)
  expect(anonymous.headers()['cache-control']).toContain('no-store')
  expect(anonymous.headers()['content-type']).toContain('application/json')
  const status = (await anonymous.json()) as Record<string, unknown>
  expect(Object.keys(status)).toEqual(['status'])

  // A signed-in admin (or a monitor with HEALTH_TOKEN) gets the details.
  const response = await request.get('/api/health', { headers: await adminHeaders() })
  expect(response.status()).toBe(200)
  const report = await response.json()
  expect(report).toMatchObject({
    database: { kind: 'sqlite', reachable: true },
    migrations: { pending: [], unknown: 0 },
  })
  // E-mails of other tests may wait in the outbox: degraded is fine, an error is not.
  expect(['ok', 'degraded']).toContain(report.status)
  const text = JSON.stringify(report)
  for (const secret of ['e2e-only-secret', 'e2e-', 'file:', '@']) expect(text).not.toContain(secret)
})
