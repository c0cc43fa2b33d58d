import { expect, test } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import type { Locale } from '@/i18n/locales'
import { routeTable, type RouteDefinition, type RouteKey } from '@/i18n/route-table'

import { axeFindings, axeViolations, expectNoAxeViolationsInEveryMode } from './support/axe'
import {
  applyDisplayMode,
  type DisplayMode,
  displayModes,
  expectDisplayMode,
  switchDisplayMode,
} from './support/display-mode'
import { renderedStyles, styleDifferences } from './support/rendered-styles'
import { samplePath } from './support/route-walk'

/**
 * Axe (WCAG 2.2 AA) on every page of the route table: each page in four renderings, so that
 * each language is checked twice and each display mode once. Each language's page is loaded
 * once, in its first mode, and switched in place to its second.
 */
const renderings: { locale: Locale; modes: [DisplayMode, DisplayMode] }[] = [
  { locale: 'fr', modes: ['light', 'high-contrast'] },
  { locale: 'en', modes: ['dark', 'dark-high-contrast'] },
]

const pages = (Object.keys(routeTable) as RouteKey[]).filter((key) => {
  const route: RouteDefinition = routeTable[key]
  // Token pages without a token and the legacy id redirect have nothing of their own to check.
  return !route.unlisted
})

for (const key of pages) {
  test(`${key} has no axe violation in any language or display mode`, async ({ page, request }) => {
    test.setTimeout(120_000)
    // The popups have their own axe checks (popups.e2e.spec.ts): keep them out of the way here.
    await page.addInitScript(
      (key) => window.sessionStorage.setItem(key, 'accessibility-check'),
      SHOWN_THIS_VISIT_KEY,
    )
    for (const { locale, modes } of renderings) {
      await applyDisplayMode(page, modes[0])
      await page.goto(await samplePath(request, key, locale))
      await expectNoAxeViolationsInEveryMode(page, modes)
    }
  })
}

test('the not-found page has no axe violation in any language or display mode', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'accessibility-check'),
    SHOWN_THIS_VISIT_KEY,
  )
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
for (const path of ['/fr', '/en/portfolio', '/fr/conditions-generales-vente']) {
  test(`${path} switched to a display mode in place renders as when loaded in it`, async ({
    page,
  }) => {
    await page.addInitScript(
      (key) => window.sessionStorage.setItem(key, 'accessibility-check'),
      SHOWN_THIS_VISIT_KEY,
    )
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
