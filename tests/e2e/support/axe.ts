import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export type DisplayMode = 'light' | 'dark' | 'high-contrast' | 'dark-high-contrast'

export const displayModes: DisplayMode[] = ['light', 'dark', 'high-contrast', 'dark-high-contrast']

/** Stores the visitor preferences before any page script runs, as a returning visitor has them. */
export async function applyDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  const theme = mode.startsWith('dark') ? 'dark' : 'light'
  const contrastMode = mode.includes('high-contrast') ? 'high' : 'normal'
  await page.addInitScript(
    ([storedTheme, storedContrast]) => {
      window.localStorage.setItem('theme', storedTheme)
      window.localStorage.setItem(
        'accessibility-preferences',
        JSON.stringify({ fontSize: 'normal', contrastMode: storedContrast }),
      )
    },
    [theme, contrastMode] as const,
  )
}

/**
 * WCAG 2.2 AA rules of axe-core; any violation fails with its rule ids and targets. `include`
 * limits the check to one part of the page (our screen inside Payload's admin frame).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, include)).toEqual([])
}

/** The violations as "rule: targets" lines (for a test that checks several pages at once). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Only violations are aggregated (passes and the rest are not collected node by node): the
  // same verdict, in a fraction of the time over the suite's few hundred checks.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  )
}
