import { type Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import type { Locale } from '@/i18n/locales'

import { secondBookableDay } from './support/booking-days'
import { obscuredByFloatingButtons } from './support/floating-overlap'
import { expect, test } from './support/fixtures'

// On a phone the accessibility and contact buttons float over the page's bottom corners: the
// page ends with room for them, so that scrolled to its end no control and no text is left
// under them.

const paths: Record<Locale, { booking: string; contact: string; diagnostic: string }> = {
  fr: {
    booking: '/fr/reservation?service=audit-technique',
    contact: '/fr/contact',
    diagnostic: '/fr/diagnostic-business-complet',
  },
  en: {
    booking: '/en/booking?service=audit-technique',
    contact: '/en/contact',
    diagnostic: '/en/complete-business-diagnostic',
  },
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'floating-buttons-e2e'),
    SHOWN_THIS_VISIT_KEY,
  )
  await page.setViewportSize({ width: 390, height: 844 })
})

/** The booking page at its time step: the day's slots are the controls at stake. */
async function openTimeStep(page: Page, locale: Locale) {
  await page.goto(paths[locale].booking)
  const { link } = await secondBookableDay(page)
  await link.click()
  await expect(page.locator('input[name="time"]').first()).toBeVisible()
}

async function scrollToEnd(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  )
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          Math.ceil(window.scrollY + window.innerHeight) >=
          document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true)
}

test('scrolled to the end of the booking, contact and diagnostic pages, in both languages, no control or text lies under a floating button', async ({
  page,
}) => {
  test.setTimeout(6 * 60_000)
  for (const locale of ['fr', 'en'] as const) {
    for (const name of ['booking', 'contact', 'diagnostic'] as const) {
      await test.step(`${locale} ${name}`, async () => {
        if (name === 'booking') await openTimeStep(page, locale)
        else await page.goto(paths[locale][name])
        await scrollToEnd(page)
        expect.soft(await obscuredByFloatingButtons(page), `${locale} ${name}`).toEqual([])
      })
    }
  }
})
