import { test } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import type { Locale } from '@/i18n/locales'
import { routeTable, type RouteDefinition, type RouteKey } from '@/i18n/route-table'

import { type DisplayMode, expectNoAxeViolations, applyDisplayMode } from './support/axe'
import { samplePath } from './support/route-walk'

/**
 * Axe (WCAG 2.2 AA) on every page of the route table: each page in four renderings, so that
 * each language is checked twice and each display mode once.
 */
const renderings: { locale: Locale; mode: DisplayMode }[] = [
  { locale: 'fr', mode: 'light' },
  { locale: 'en', mode: 'dark' },
  { locale: 'fr', mode: 'high-contrast' },
  { locale: 'en', mode: 'dark-high-contrast' },
]

const pages = (Object.keys(routeTable) as RouteKey[]).filter((key) => {
  const route: RouteDefinition = routeTable[key]
  // Token pages without a token and the legacy id redirect have nothing of their own to check.
  return !route.pendingIssue && !route.unlisted
})

for (const key of pages) {
  test(`${key} has no axe violation in any language or display mode`, async ({ page, request }) => {
    test.setTimeout(120_000)
    // The popups have their own axe checks (popups.e2e.spec.ts): keep them out of the way here.
    await page.addInitScript(
      (key) => window.sessionStorage.setItem(key, 'accessibility-check'),
      SHOWN_THIS_VISIT_KEY,
    )
    for (const { locale, mode } of renderings) {
      await applyDisplayMode(page, mode)
      await page.goto(await samplePath(request, key, locale))
      await expectNoAxeViolations(page)
    }
  })
}
