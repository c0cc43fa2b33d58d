import { expect, type Page, type Request, test } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'

// A page no link of the site points to: only the predictive preloading can fetch it.
const frequent = { fr: '/fr/hors-ligne', en: '/en/offline' } as const

const isPreloadOf = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === path && request.headers()['rsc'] === '1'

const visitsOf = (page: Page, path: string) =>
  page.evaluate((counted) => {
    const entries = JSON.parse(window.localStorage.getItem('route-analytics') ?? '[]') as {
      path: string
      frequency: number
    }[]
    return entries.find((entry) => entry.path === counted)?.frequency ?? 0
  }, path)

async function visitFourTimes(page: Page, path: string) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, 'e2e'), SHOWN_THIS_VISIT_KEY)
  for (let visit = 1; visit <= 4; visit++) {
    await page.goto(path)
    // A visit is counted once the page has hydrated, which can come after its load event:
    // leaving earlier would not be a visit.
    await expect.poll(() => visitsOf(page, path)).toBe(visit)
  }
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: a page visited more than three times is preloaded once the visitor is idle`, async ({
    page,
  }) => {
    await visitFourTimes(page, frequent[locale])
    const stored = await page.evaluate(() => window.localStorage.getItem('route-analytics'))
    expect(JSON.parse(stored ?? '[]')).toEqual([
      expect.objectContaining({ path: frequent[locale], frequency: 4 }),
    ])
    const preload = page.waitForRequest(isPreloadOf(frequent[locale]), { timeout: 15_000 })
    const since = Date.now()
    await page.goto(`/${locale}/services`)
    await preload
    // 1 s after the navigation, then 2 s without input.
    expect(Date.now() - since).toBeGreaterThanOrEqual(2_900)
  })
}

test('no preloading on a slow connection or with data saver', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: true },
      configurable: true,
    })
  })
  await visitFourTimes(page, frequent.fr)
  const preloads: string[] = []
  page.on('request', (request) => {
    if (isPreloadOf(frequent.fr)(request)) preloads.push(request.url())
  })
  await page.goto('/fr/services')
  await page.waitForTimeout(5_000)
  expect(preloads).toEqual([])
})
