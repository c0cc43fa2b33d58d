import { type Page } from '@playwright/test'

import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import en from '@/i18n/messages/en.json' with { type: 'json' }
import fr from '@/i18n/messages/fr.json' with { type: 'json' }

import { bookableDayOfNextMonth, nextMonthDay } from './support/booking-days'
import { blockSlot, linkedAppointment } from './support/booking-links'
import { takeFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

/**
 * A refused submission shows the form again with everything the visitor entered and chose. Each
 * part of that is checked where it can break: what every public form's action answers with, in
 * both languages, in tests/int/refused-keeps-input.int.spec.ts; how each form component draws
 * that answer back into its controls, in the component's render test beside it (`*.test.tsx`).
 * A browser test stays only for what needs a browser: the two ways the answer reaches the page
 * (in the page with JavaScript, as a page drawn anew from a plain post without it), shown on the
 * contact form, and the booking's chosen time, carried by the address and the steps before the
 * form rather than by its fields.
 */

type Locale = 'fr' | 'en'
type Run = { page: Page; locale: Locale; javaScript: boolean }
const messages = { fr, en } as const
const paths = {
  contact: { fr: '/fr/contact', en: '/en/contact' },
  booking: { fr: '/fr/reservation', en: '/en/booking' },
  diagnostic: { fr: '/fr/diagnostic-business-complet', en: '/en/complete-business-diagnostic' },
} as const

/**
 * Arrived from the estimate calculator's link, which preselects a project type and a budget:
 * the visitor changes the one and clears the other, which the link must not fill again.
 */
async function contactForm({ page, locale, javaScript }: Run) {
  const m = messages[locale].contact
  await page.goto(`${paths.contact[locale]}?projectType=webapp&budget=small`)
  const form = page.locator('section[aria-labelledby="contact-form-title"] form')
  if (javaScript) await expect(form.getByLabel(m.form.budget)).toHaveValue('small')
  const project = 'Nous voulons automatiser nos devis et nos relances clients.'
  await form.getByLabel(m.form.name).fill('Claire Martin')
  await form.getByLabel(m.form.email).fill('claire@')
  await form.getByLabel(m.form.company, { exact: true }).fill('Atelier Lumière')
  await form.getByLabel(m.form.challenge).selectOption('automation')
  await form.getByLabel(m.form.goals).selectOption('efficiency')
  await form.getByLabel(m.form.projectType).selectOption('audit')
  await form.getByLabel(m.form.budget).selectOption('')
  await form.getByLabel(m.form.project).fill(project)
  await form.getByRole('button', { name: m.form.submit }).click()

  await expect(page.locator('#contact-email-error')).toHaveText(m.validation.email)
  await expect(form.getByLabel(m.form.name)).toHaveValue('Claire Martin')
  await expect(form.getByLabel(m.form.email)).toHaveValue('claire@')
  await expect(form.getByLabel(m.form.company, { exact: true })).toHaveValue('Atelier Lumière')
  await expect(form.getByLabel(m.form.challenge)).toHaveValue('automation')
  await expect(form.getByLabel(m.form.goals)).toHaveValue('efficiency')
  await expect(form.getByLabel(m.form.projectType)).toHaveValue('audit')
  await expect(form.getByLabel(m.form.budget)).toHaveValue('')
  await expect(form.getByLabel(m.form.project)).toHaveValue(project)
}

/** The booking's details step, reached with a time other than the one offered first. */
async function bookingDetails({ page, locale }: Run) {
  const m = messages[locale].booking
  await page.goto(`${paths.booking[locale]}?service=consultation-gratuite`)
  await (await bookableDayOfNextMonth(page, nextMonthDay.booked)).link.click()
  const second = page.getByRole('radio').nth(1)
  const time = (await second.locator('xpath=..').textContent())!.trim()
  await second.check()
  await page.getByRole('button', { name: m.timeStep.continue }).click()
  const main = page.getByRole('main')
  const notes = 'Prise de rendez-vous en ligne pour mon cabinet.'
  await main.getByLabel(m.details.name).fill('Camille Dubois')
  await main.getByLabel(m.details.email).fill('camille@')
  await main.getByLabel(m.details.phone).fill('06 12 34 56 78')
  await main.getByLabel(m.details.notes).fill(notes)
  await main.getByRole('button', { name: m.details.submit }).click()

  await expect(main.locator('#booking-email-error')).toHaveText(m.errors.email)
  await expect(main.getByLabel(m.details.name)).toHaveValue('Camille Dubois')
  await expect(main.getByLabel(m.details.email)).toHaveValue('camille@')
  await expect(main.getByLabel(m.details.phone)).toHaveValue('06 12 34 56 78')
  await expect(main.getByLabel(m.details.notes)).toHaveValue(notes)
  // The chosen time is still the one the form books.
  await expect(main.locator('form')).toContainText(time)
}

/**
 * The reschedule link's page, whose chosen time is taken before the visitor confirms: the way
 * on keeps the link and the day, to choose another time of it, instead of a new booking.
 */
async function reschedule({ page, locale, javaScript }: Run) {
  const m = messages[locale].booking
  const linked = await linkedAppointment(page, locale)
  await page.goto(linked.reschedulePath)
  await (await bookableDayOfNextMonth(page, nextMonthDay.keptInput)).link.click()
  const last = page.getByRole('radio').last()
  const start = (await last.getAttribute('value'))!
  await last.check()
  await page.getByRole('button', { name: m.timeStep.continue }).click()
  const confirm = page.getByRole('button', {
    name: new RegExp(`^${m.manage.rescheduleConfirm.replace('{date}', '')}`),
  })
  await expect(confirm).toBeVisible()
  await blockSlot(page.request, start)
  await confirm.click()

  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    new RegExp(`${m.errors.slotUnavailable}|${m.errors.taken}`),
  )
  // With JavaScript the answer comes in the page, with the way to the day's other times; the
  // page drawn anew after a plain post shows them at once.
  if (javaScript) await page.getByRole('link', { name: m.errors.chooseSlot }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.manage.rescheduleTitle)
  await expect(page).toHaveURL(new RegExp(`[?&]token=`))
  await expect(page).toHaveURL(new RegExp(`[?&]date=${linked.date}`))
  await expect(page.getByRole('radio').first()).toBeVisible()
  await expect(page.locator(`input[name="time"][value="${start}"]`)).toHaveCount(0)
}

test.beforeEach(async ({ page }) => {
  // No popup over the forms (their own refusals are in popups.e2e.spec.ts).
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'refused-keeps-input'),
    SHOWN_THIS_VISIT_KEY,
  )
})

for (const javaScript of [true, false]) {
  test.describe(`a refused submission, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript, timezoneId: 'Europe/Paris' })
    // One language each way: both languages' messages are checked in the integration file.
    const bookingLocale: Locale = javaScript ? 'fr' : 'en'
    const rescheduleLocale: Locale = javaScript ? 'en' : 'fr'

    test('keeps every value and choice of the contact form', async ({ page }) => {
      for (const locale of ['fr', 'en'] as const) await contactForm({ page, locale, javaScript })
    })

    test('keeps the booking details and the time chosen', async ({ page }) => {
      await bookingDetails({ page, locale: bookingLocale, javaScript })
    })

    test('keeps the reschedule link and its day when the time is taken', async ({ page }) => {
      await reschedule({ page, locale: rescheduleLocale, javaScript })
    })
  })
}

/**
 * The diagnostic's wizard keeps its answers in the page, step after step, instead of in fields
 * the server echoes: refused by the spam guard (sent "at once", the page's clock standing
 * still), it still holds every answer, and once the pause is taken the same answers go through.
 */
test('with JavaScript, the diagnostic wizard keeps every answer of a refused submission', async ({
  page,
}) => {
  const m = messages.fr.diagnostic
  const wizard = page.locator('#diagnostic-wizard')
  const button = (name: string) => wizard.getByRole('button', { name })
  await page.clock.install()
  await page.clock.pauseAt(Date.now() + 1000)
  await page.goto(paths.diagnostic.fr)
  await expect(button(m.wizard.next)).toBeVisible()
  await wizard.getByRole('radio', { name: m.revenue['25k_50k'] }).check()
  await button(m.wizard.next).click()
  await wizard.getByRole('checkbox', { name: m.tasks.emails.title }).check()
  await wizard.getByRole('checkbox', { name: m.tasks.data_entry.title }).check()
  await button(m.wizard.next).click()
  await wizard.getByRole('radio', { name: m.challenges.time.title }).check()
  await button(m.wizard.submit).click()

  // Sent: the calculating moment may run its course.
  await page.clock.resume()
  await expect(wizard.getByRole('alert').first()).toHaveText(messages.fr.forms.spam)
  await expect(wizard.getByRole('radio', { name: m.challenges.time.title })).toBeChecked()
  await button(m.wizard.previous).click()
  await expect(wizard.getByRole('checkbox', { name: m.tasks.emails.title })).toBeChecked()
  await expect(wizard.getByRole('checkbox', { name: m.tasks.data_entry.title })).toBeChecked()
  await expect(wizard.getByRole('checkbox', { checked: true })).toHaveCount(2)
  await button(m.wizard.previous).click()
  await expect(wizard.getByRole('radio', { name: m.revenue['25k_50k'] })).toBeChecked()

  await takeFillTime(page)
  await button(m.wizard.next).click()
  await button(m.wizard.next).click()
  await button(m.wizard.submit).click()
  await expect(page.getByRole('heading', { name: m.results.title, exact: true })).toBeVisible()
})
