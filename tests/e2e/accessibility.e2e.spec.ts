import type { Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import type { Locale } from '@/i18n/locales'
import { routeTable, type RouteDefinition, type RouteKey } from '@/i18n/route-table'

import { recordCoverage } from './support/coverage'
import { routePath } from './support/crawl'
import { expect, test } from './support/fixtures'
import { axeFindings, axeViolations, expectNoAxeViolationsInEveryMode } from './support/axe'
import {
  applyDisplayMode,
  type DisplayMode,
  displayModes,
  expectDisplayMode,
  switchDisplayMode,
} from './support/display-mode'
import { renderedStyles, styleDifferences } from './support/rendered-styles'

// Each page's checks stand alone: they spread over the run's workers.
test.describe.configure({ mode: 'parallel' })

/**
 * One browser load per page and language for the site-wide rendering checks: axe (WCAG 2.2 AA)
 * in two display modes per language, the first applied before the load and the second switched
 * in place, so that each language is checked twice and each display mode once; then the window
 * is narrowed in place to a tablet and two phones, where no page may be wider than the screen
 * (nothing cut off or pushed out of reach: text, the menu button, the language switch, the
 * floating buttons). Every page of the sitemaps (each project, category and article) gets the
 * widths too. Each check writes what it covered to the run's coverage matrix.
 */
const renderings: { locale: Locale; modes: [DisplayMode, DisplayMode] }[] = [
  { locale: 'fr', modes: ['light', 'high-contrast'] },
  { locale: 'en', modes: ['dark', 'dark-high-contrast'] },
]
const desktop = { width: 1280, height: 720 }
const widths = [768, 390, 320]

/**
 * How far the page reaches past the right edge of the screen, with what sticks out first and
 * where it sits (its nearest elements, innermost first).
 */
const overflowOf = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const over = document.documentElement.scrollWidth - width
    if (over <= 0) return null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      if (range.getBoundingClientRect().right <= width + 1) continue
      const where: string[] = []
      for (let el = node.parentElement; el && el !== document.body && where.length < 4;) {
        const right = Math.round(el.getBoundingClientRect().right)
        where.push(`${el.tagName.toLowerCase()}.${el.classList[0] ?? ''}(right ${right})`)
        el = el.parentElement
      }
      return `${over}px, "${node.textContent?.trim().slice(0, 60)}" in ${where.join(' < ')}`
    }
    return `${over}px`
  })

/**
 * Narrows the loaded page to each width in turn: what is wider than the screen at each, once
 * the page has answered the resize (the scripts that follow the width run on the next frames,
 * later still on a busy machine).
 */
async function widerThanScreens(page: Page, path: string): Promise<string[]> {
  const wider: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    let overflow = await overflowOf(page)
    if (overflow) {
      await expect
        .poll(async () => (overflow = await overflowOf(page)), { timeout: 3_000 })
        .toBeNull()
        .catch(() => undefined)
    }
    if (overflow) wider.push(`${path} at ${width} px: ${overflow}`)
  }
  recordCoverage({ kind: 'widths', path, checks: widths.map(String) })
  return wider
}

test.beforeEach(async ({ page }) => {
  // The popups have their own axe checks (popups.e2e.spec.ts): keep them out of the way here.
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'accessibility-check'),
    SHOWN_THIS_VISIT_KEY,
  )
})

for (const key of Object.keys(routeTable) as RouteKey[]) {
  // The legacy id address only redirects to a project's page.
  if (key === '/projet/[id]') continue
  // Token pages without a token have nothing of their own for axe: their widths are checked.
  const axe = !(routeTable[key] as RouteDefinition).unlisted
  test(`${key}: ${axe ? 'no axe violation in any display mode, ' : ''}no wider than a phone`, async ({
    page,
    crawl,
  }) => {
    test.setTimeout(120_000)
    const problems: string[] = []
    for (const { locale, modes } of renderings) {
      const path = routePath(crawl, key, locale)
      await applyDisplayMode(page, modes[0])
      await page.setViewportSize(desktop)
      expect((await page.goto(path))?.status(), path).toBe(200)
      if (axe) {
        await expectNoAxeViolationsInEveryMode(page, modes)
        recordCoverage({ kind: 'axe', path, checks: modes })
      }
      problems.push(...(await widerThanScreens(page, path)))
    }
    expect(problems).toEqual([])
  })
}

test('every page of the sitemaps is no wider than a phone or a tablet', async ({ page, crawl }) => {
  test.setTimeout(240_000)
  const walked = new Set(crawl.routes.map((route) => route.path))
  const paths = crawl.sitemapPaths.filter((path) => !walked.has(path))
  // The projects, the categories and the articles, among them the tutorials with code blocks.
  expect(crawl.sitemapPaths).toEqual(
    expect.arrayContaining([
      '/fr/blog/tutorial/optimiser-fiche-google-business-profile',
      '/en/blog/tutorial/optimize-google-business-profile',
    ]),
  )
  const wider: string[] = []
  for (const path of paths) {
    await page.setViewportSize(desktop)
    expect((await page.goto(path, { waitUntil: 'load' }))?.status(), path).toBe(200)
    wider.push(...(await widerThanScreens(page, path)))
  }
  expect(wider).toEqual([])
})

test('the not-found page has no axe violation in any language or display mode', async ({
  page,
}) => {
  test.setTimeout(120_000)
  for (const { locale, modes } of renderings) {
    await applyDisplayMode(page, modes[0])
    const response = await page.goto(`/${locale}/page-inexistante`)
    expect(response?.status()).toBe(404)
    await expectNoAxeViolationsInEveryMode(page, modes)
  }
})

/**
 * What makes the in-place switch above (and in the feature specs' display-mode checks) worth
 * a page load: on pages of both languages, every mode reached in place renders every element
 * with the same computed styles as a load in that mode, which the boot script applies.
 */
for (const path of ['/fr', '/en/portfolio']) {
  test(`${path} switched to a display mode in place renders as when loaded in it`, async ({
    page,
  }) => {
    await page.goto(path)
    await expectDisplayMode(page, 'light')
    const loadedLight = await renderedStyles(page)
    // Each mode from the one before it, then back to the first: every class goes on and off.
    for (const mode of [...displayModes.slice(1), 'light' as const]) {
      await switchDisplayMode(page, mode)
      const switched = await renderedStyles(page)
      let loaded = loadedLight
      if (mode !== 'light') {
        // The switch stored the mode: a reload applies it with the boot script.
        await page.reload()
        await expectDisplayMode(page, mode)
        loaded = await renderedStyles(page)
      }
      expect(styleDifferences(loaded, switched), mode).toEqual([])
    }
  })
}

/**
 * What lets every check run axe in the page (`axeViolations` uses AxeBuilder's legacy mode when
 * the page has no frame of another origin): on a page built to fail, in itself and in a frame,
 * both modes report the same violations on the same elements.
 */
test('axe run in the page finds what its default mode finds, frames included', async ({ page }) => {
  // A document of the site's origin without the site's scripts, replaced by the faulty page.
  await page.goto('/robots.txt')
  await page.setContent(`<!doctype html>
    <html lang="fr"><head><title>Appât</title></head><body><main>
      <h1>Appât</h1>
      <img src="/missing.png" />
      <a href="/fr"></a>
      <button type="button"></button>
      <input type="text" />
      <p style="color: #999; background: #aaa">Faible contraste</p>
      <iframe title="Cadre" srcdoc="<html lang='fr'><body><img src='x.png'><a href='/fr'></a><button></button></body></html>"></iframe>
    </main></body></html>`)
  await expect(page.frameLocator('iframe').locator('button')).toBeAttached()
  const inPage = await axeFindings(page, true)
  const merged = await axeFindings(page, false)
  expect(inPage).toEqual(merged)
  const rules = new Set(inPage.map((line) => line.split(':')[0]))
  for (const rule of ['image-alt', 'link-name', 'button-name', 'label', 'color-contrast']) {
    expect(rules, rule).toContain(rule)
  }
  // Found inside the frame too (its elements' targets go through the frame's).
  expect(inPage.filter((line) => line.includes(' | ')).length).toBeGreaterThanOrEqual(3)
  // And the suite's own check, which picks the in-page run here, fails this page.
  expect(await axeViolations(page)).not.toEqual([])
})
