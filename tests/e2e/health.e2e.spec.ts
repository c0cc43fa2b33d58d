import { expect, test } from '@playwright/test'

test('GET /api/health: up on the production server, never cached, nothing private', async ({
  request,
}) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toContain('no-store')
  expect(response.headers()['content-type']).toContain('application/json')
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
