import { type Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import type { Locale } from '@/i18n/locales'

import { secondBookableDay } from './support/booking-days'
import { obscuredByFloatingButtons } from './support/floating-overlap'
import { expect, test } from './support/fixtures'

// The accessibility and contact buttons float over the page's bottom corners, and from the md
// breakpoint the language switch over its right edge: anywhere they step aside while a control
// would be under them, and on a phone the page ends with room for them, so that scrolled to its
// end no control and no text is left under them.

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

/** The controls under a floating button (the text it may cover above the page's end aside). */
async function controlsUnderButtons(page: Page): Promise<string[]> {
  return (await obscuredByFloatingButtons(page)).filter((hit) => !hit.startsWith('text '))
}

/** Waits for the buttons to settle (they move aside in a short transition), then checks. */
async function expectControlsClear(page: Page, where: string) {
  await expect.poll(() => controlsUnderButtons(page), { message: where }).toEqual([])
}

/**
 * Each field of the page brought to the bottom edge of the screen, where the buttons float (a
 * radio or a checkbox by its label): no control may be left under them.
 */
async function expectFieldsClear(page: Page, where: string) {
  const fields = page.locator('main :is(input:not([type="hidden"]), select, textarea)')
  const count = await fields.count()
  for (let index = 0; index < count; index += 1) {
    const shown = await fields.nth(index).evaluate((field) => {
      const drawn = field.closest('label') ?? field
      if (!drawn.checkVisibility()) return false
      drawn.scrollIntoView({ block: 'end', behavior: 'instant' })
      return true
    })
    if (shown) await expectControlsClear(page, `${where}, field ${index + 1} of ${count}`)
  }
}

/** The booking page at its time step: the day's slots are the controls at stake. */
async function openTimeStep(page: Page, locale: Locale) {
  await page.goto(paths[locale].booking)
  await expectControlsClear(page, `${locale} booking, first screen`)
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

test('the booking, contact and diagnostic pages, in both languages, leave no control under a floating button on the first screen and at each field, nor text at their end', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000)
  for (const locale of ['fr', 'en'] as const) {
    for (const name of ['booking', 'contact', 'diagnostic'] as const) {
      await test.step(`${locale} ${name}`, async () => {
        if (name === 'booking') await openTimeStep(page, locale)
        else await page.goto(paths[locale][name])
        await expectControlsClear(page, `${locale} ${name}, first screen`)
        // The fields' walk is the same in either language: the French pages only.
        if (locale === 'fr' && name !== 'diagnostic') await expectFieldsClear(page, name)
        await scrollToEnd(page)
        expect.soft(await obscuredByFloatingButtons(page), `${locale} ${name}`).toEqual([])
      })
    }
  }
})

test('the home page leaves its calls to action clear of the floating buttons on the first screen of a phone, tall or short', async ({
  page,
}) => {
  await page.goto('/fr')
  for (const height of [844, 740, 667]) {
    await page.setViewportSize({ width: 390, height })
    await expectControlsClear(page, `/fr at 390 × ${height}`)
  }
})

// From the md breakpoint the page's content runs 1.5rem from the screen's edges (up to 1,328 px
// wide): there too the buttons step aside from a control, and the language switch keeps to that
// margin.
test('on a tablet and a laptop, the buttons and the language switch leave every control clear on the home, contact and booking pages', async ({
  page,
}) => {
  test.setTimeout(6 * 60_000)
  for (const width of [768, 1280]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/fr')
      await expectControlsClear(page, `/fr at ${width} px`)
      await page.goto(paths.fr.contact)
      await expectControlsClear(page, `contact at ${width} px, first screen`)
      await expectFieldsClear(page, `contact at ${width} px`)
      await openTimeStep(page, 'fr')
      await expectControlsClear(page, `booking at ${width} px, time step`)
      await expectFieldsClear(page, `booking at ${width} px`)
    })
  }
})

test('from a tablet to a wide screen, the language switch lies on no text and no control of the home and contact pages’ first screen', async ({
  page,
}) => {
  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
    [1280, 800],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    for (const path of ['/fr', '/fr/contact']) {
      await page.goto(path)
      // The switch alone: the buttons in the bottom corners are checked above.
      await page.addStyleTag({
        content: '[data-floating-tool]:not([data-testid="language-switch"]) { display: none }',
      })
      expect
        .soft(await obscuredByFloatingButtons(page), `${path} at ${width} × ${height}`)
        .toEqual([])
    }
  }
})
