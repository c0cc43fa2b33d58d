import type { Page } from '@playwright/test'

import { MIN_FILL_MS } from '@/platform/spam/spam-fields'

/**
 * The spam guard refuses a form sent less than MIN_FILL_MS after it was shown. With JavaScript
 * the browser times that itself, with `performance.now()` (SpamGuard.client.tsx), so a test can
 * take the pause on the page's clock instead of waiting it out: Playwright's clock, installed
 * before the page loads (the guard notes the display time when the form mounts), then jumped
 * forward by `takeFillTime`. The server still checks the measured time as for any visitor.
 */
export async function installPageClock(page: Page): Promise<void> {
  await page.clock.install()
}

/** A person's pause before sending the form, on the page's clock (see installPageClock). */
export async function takeFillTime(page: Page): Promise<void> {
  await page.clock.fastForward(MIN_FILL_MS + 200)
}

/**
 * Without JavaScript (and at the booking's confirmation, which only carries the details form's
 * render time) the server times the fill with its own clock, from when it rendered the form:
 * waits in real time for what is left of the pause since `shownAt`, a `Date.now()` taken once
 * the form was on screen, so never before the server rendered it.
 */
export async function waitForServerFillTime(page: Page, shownAt: number): Promise<void> {
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - shownAt)))
}
