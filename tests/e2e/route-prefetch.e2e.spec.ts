import { type Page, type Request } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import { visitsOf } from './support/route-visits'
import { expect, test } from './support/fixtures'

// A page no link of the site points to: only the predictive preloading can fetch it.
const frequent = { fr: '/fr/hors-ligne', en: '/en/offline' } as const

const pageTime = (page: Page) => page.evaluate(() => performance.now())

const isPreloadOf = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === path && request.headers()['rsc'] === '1'

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
    // The page's clock (Playwright's) runs the prefetcher's timers instead of waiting them out.
    await page.clock.install()
    await visitFourTimes(page, frequent[locale])
    const stored = await page.evaluate(() => window.localStorage.getItem('route-analytics'))
    expect(JSON.parse(stored ?? '[]')).toEqual([
      expect.objectContaining({ path: frequent[locale], frequency: 4 }),
    ])
    const preloads: string[] = []
    page.on('request', (request) => {
      if (isPreloadOf(frequent[locale])(request)) preloads.push(request.url())
    })
    const preload = page.waitForRequest(isPreloadOf(frequent[locale]), { timeout: 15_000 })
    // The clock counts on across the visit's pages: the navigation starts at `since`.
    const since = await pageTime(page)
    await page.goto(`/${locale}/services`)
    // 1 s after the navigation, then 2 s without input: nothing before 2.9 s.
    await page.clock.runFor(Math.max(0, Math.floor(since + 2_900 - (await pageTime(page)))))
    expect(preloads).toEqual([])
    // Hydration takes real time too: the timers may start late, never early.
    await page.clock.runFor(3_000)
    await preload
  })
}

test('no preloading on a slow connection or with data saver', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: '4g', saveData: true },
      configurable: true,
    })
  })
  await page.clock.install()
  await visitFourTimes(page, frequent.fr)
  const preloads: string[] = []
  page.on('request', (request) => {
    if (isPreloadOf(frequent.fr)(request)) preloads.push(request.url())
  })
  await page.goto('/fr/services')
  // Once the page has hydrated (the prefetcher's delays start then), 5 s on the page's clock,
  // every timer run; then a real moment for a preload to leave.
  await expect.poll(() => visitsOf(page, '/fr/services')).toBe(1)
  await page.clock.runFor(5_000)
  await page.waitForTimeout(1_000)
  expect(preloads).toEqual([])
})
