import { expect, type Page } from '@playwright/test'

import { A11Y_KEY, THEME_KEY } from '@/platform/preferences/preferences'

export type DisplayMode = 'light' | 'dark' | 'high-contrast' | 'dark-high-contrast'

export const displayModes: DisplayMode[] = ['light', 'dark', 'high-contrast', 'dark-high-contrast']

/** The values the accessibility widget stores for a mode (the normal font size throughout). */
function storedPreferences(mode: DisplayMode): { theme: string; a11y: string } {
  return {
    theme: mode.startsWith('dark') ? 'dark' : 'light',
    a11y: JSON.stringify({
      fontSize: 'normal',
      contrastMode: mode.includes('high-contrast') ? 'high' : 'normal',
    }),
  }
}

/** Stores the visitor preferences before any page script runs, as a returning visitor has them. */
export async function applyDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  await page.addInitScript(
    ({ keys, stored }) => {
      window.localStorage.setItem(keys.theme, stored.theme)
      window.localStorage.setItem(keys.a11y, stored.a11y)
    },
    { keys: { theme: THEME_KEY, a11y: A11Y_KEY }, stored: storedPreferences(mode) },
  )
}

/** `<html>` carries exactly the mode's classes, at the normal font size. */
export async function expectDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  const html = page.locator('html')
  const has = (name: string) => new RegExp(`(^|\\s)${name}(\\s|$)`)
  const lacks = (name: string) => new RegExp(`^(?!(.*\\s)?${name}(\\s|$))`)
  await expect(html).toHaveClass(mode.startsWith('dark') ? has('dark') : lacks('dark'))
  await expect(html).toHaveClass(
    mode.includes('high-contrast') ? has('high-contrast') : lacks('high-contrast'),
  )
  await expect(html).not.toHaveAttribute('data-font-size')
}

/**
 * Switches a loaded page to another mode the way the site follows a change made in another tab:
 * the preferences are stored, then the `storage` event makes the shell's preference hook read
 * and apply them to `<html>` (a fresh load applies the same values with the boot script).
 * Returns once `<html>` carries the mode and the colour transitions it started have ended, so
 * that what is measured next sees the final colours. `rendered-styles.ts` and the check in
 * accessibility.e2e.spec.ts show the result equals a page loaded in that mode.
 */
export async function switchDisplayMode(page: Page, mode: DisplayMode): Promise<void> {
  await page.evaluate(
    ({ keys, stored }) => {
      window.localStorage.setItem(keys.theme, stored.theme)
      window.localStorage.setItem(keys.a11y, stored.a11y)
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: keys.a11y,
          newValue: stored.a11y,
          storageArea: window.localStorage,
          url: window.location.href,
        }),
      )
    },
    { keys: { theme: THEME_KEY, a11y: A11Y_KEY }, stored: storedPreferences(mode) },
  )
  await expectDisplayMode(page, mode)
  await settleTransitions(page)
}

/** Waits until no CSS transition runs (a class change on `<html>` starts the colour ones). */
export async function settleTransitions(page: Page): Promise<void> {
  const stillRunning = await page.evaluate(async () => {
    // getAnimations() brings styles up to date first, so transitions the change starts are seen.
    for (let round = 0; round < 20; round += 1) {
      const running = document.getAnimations().filter((item) => item instanceof CSSTransition)
      if (running.length === 0) return 0
      await Promise.all(running.map((item) => item.finished.catch(() => undefined)))
    }
    return document.getAnimations().filter((item) => item instanceof CSSTransition).length
  })
  expect(stillRunning, 'CSS transitions still running after the display mode switch').toBe(0)
}
