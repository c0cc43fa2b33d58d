import { signIn } from './support/admin-session'
import { adminHeaders } from './support/admin-api'
import { expect, test } from './support/fixtures'

async function rowsFor(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get('/api/web-vitals', {
    params: { 'where[path][equals]': path, limit: '50', depth: '0' },
    headers: await adminHeaders(),
  })
  return ((await response.json()) as { docs: { metric: string; value: number }[] }).docs
}

test('a visit reports its web vitals after 10 s, without cookies, and the SEO Manager shows them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // A signed-in owner has a session cookie: the report must not carry it.
  await signIn(page)
  const reports: { cookie?: string; body: string }[] = []
  await page.context().route('**/api/web-vitals/report', async (route) => {
    const request = route.request()
    reports.push({ cookie: (await request.allHeaders()).cookie, body: request.postData() ?? '' })
    await route.continue()
  })
  // In real time: Playwright's page clock also stands in for `performance`, whose navigation
  // entries (the first byte, the load) it leaves empty, so the figures would be missing.
  await page.goto('/en/contact')
  await page.getByRole('heading', { level: 1 }).click()
  await page.waitForTimeout(4_000)
  expect(reports).toEqual([])
  await page.waitForTimeout(7_500)
  // The tab goes to the background: the figures are final and sent once.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
  await hide()
  await hide()
  await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(1)
  expect(reports[0]!.cookie).toBeUndefined()
  const sent = JSON.parse(reports[0]!.body) as { path: string; metrics: { name: string }[] }
  expect(sent.path).toBe('/en/contact')
  expect(Object.keys(sent).sort()).toEqual(['metrics', 'path'])
  expect(sent.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['TTFB', 'LOAD']))

  await expect
    .poll(async () => (await rowsFor(page.request, '/en/contact')).length)
    .toBeGreaterThanOrEqual(2)
  await page.goto(`/admin/seo?path=${encodeURIComponent('/en/contact')}`)
  const table = page.getByRole('table', { name: /Mesures réelles des visiteurs/ })
  await expect(table).toContainText(/score de performance \d+\/100/)
  await expect(table.locator('tr[data-metric="TTFB"] td').first()).toContainText('ms')
  await expect(table.locator('tr[data-metric="TTFB"] th')).toHaveText('Premier octet')

  // An owner who reads the back office in English reads the figures in English too.
  await page.context().addCookies([{ name: 'payload-lng', value: 'en', url: baseURL ?? '' }])
  await page.reload()
  const english = page.getByRole('table', { name: /Real visitor measurements/ })
  await expect(english).toContainText(/performance score \d+\/100/)
  await expect(english.locator('tr[data-metric="TTFB"] th')).toHaveText('First byte')
  await expect(english.getByRole('columnheader')).toHaveText(['Metric', 'Value', 'Limit', 'Result'])
})

test('the endpoint refuses what is not a small, well-formed report', async ({ request }) => {
  const post = (data: string, type = 'application/json') =>
    request.post('/api/web-vitals/report', { data, headers: { 'content-type': type } })
  expect((await post('{"path":')).status()).toBe(400)
  expect((await post('path=/fr', 'text/plain')).status()).toBe(415)
  expect(
    (await post(JSON.stringify({ path: '/fr', metrics: [{ name: 'LCP', value: -5 }] }))).status(),
  ).toBe(400)
  expect((await request.get('/api/web-vitals/report')).status()).toBeGreaterThanOrEqual(400)
  expect((await request.get('/api/web-vitals/report')).status()).toBeLessThan(500)
})
