import type { Page } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * The brand's typefaces arrive after the first paint on a slow phone connection: until then the
 * text is drawn by a local face sized to their metrics, and swapping them in must not push the
 * page under the reader (cumulative layout shift). Here the fonts are held back until the page
 * has painted with its fallbacks, then let through; the shifts the swap causes are summed.
 */
const pages = [
  '/fr',
  '/fr/services/applications-web-sur-mesure',
  '/fr/blog/strategy/rgpd-formulaires-site-pme',
  '/en/portfolio',
]
// "Good" is 0.1 for a whole visit. Sized to the brand faces' average width, the fallback still
// breaks a heading's line at another word now and then (one line on the English portfolio's
// heading, 0.03): half of "good" is the most the swap may cost; unsized, it cost up to 0.18.
const MAX_SHIFT = 0.05

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })

/** The layout shift of the page between its first paint with the fallbacks and the swap. */
async function shiftOfSwap(page: Page, path: string): Promise<number> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let served = 0
  await page.route('**/*.woff2', async (route) => {
    await held
    await route.continue()
    served += 1
  })
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { fontSwapShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  // Painted with the fallbacks: two frames after the document is read.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  release()
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  expect(served, 'the brand faces were held back, then served').toBeGreaterThan(0)
  await page.unroute('**/*.woff2')
  return page.evaluate(() =>
    (window as unknown as { fontSwapShifts: number[] }).fontSwapShifts.reduce((a, b) => a + b, 0),
  )
}

for (const path of pages) {
  test(`${path}: swapping in the brand's typefaces moves nothing on a phone`, async ({ page }) => {
    const shift = await shiftOfSwap(page, path)
    expect(shift).toBeLessThanOrEqual(MAX_SHIFT)
  })
}
