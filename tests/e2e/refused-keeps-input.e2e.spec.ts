import { expect, type Page, test } from '@playwright/test'

import { estimateProject } from '@/features/estimator/estimate'
import { SHOWN_THIS_VISIT_KEY } from '@/features/popups/eligibility'
import { formatEuros } from '@/features/pricing/format-price'
import { defaultPriceList } from '@/features/pricing/price-list'
import en from '@/i18n/messages/en.json' with { type: 'json' }
import fr from '@/i18n/messages/fr.json' with { type: 'json' }

import { bookableDayOfNextMonth, nextMonthDay } from './support/booking-days'
import { blockSlot, linkedAppointment } from './support/booking-links'
import { takeFillTime, waitForServerFillTime } from './support/fill-time'

/**
 * A refused submission (an invalid field, a missing consent, a slot taken meanwhile) shows the
 * form again with everything the visitor entered and chose: texts, selects, radios, checkboxes,
 * the chosen time. With JavaScript the action answers in the page; without it the plain post
 * draws the page anew from the server's answer. Every form here works both ways and runs both
 * ways, in both languages (the popup's sign-up needs JavaScript: popups.e2e.spec.ts).
 */

type Locale = 'fr' | 'en'
const messages = { fr, en } as const
const paths = {
  contact: { fr: '/fr/contact', en: '/en/contact' },
  auditService: {
    fr: '/fr/services/audit-technique-applications-web',
    en: '/en/services/audit-technique-applications-web',
  },
  guideIa: { fr: '/fr/guide-ia-entreprise', en: '/en/ai-business-guide' },
  guideWeb: { fr: '/fr/guide-applications-web-pwa', en: '/en/web-apps-pwa-guide' },
  diagnostic: { fr: '/fr/diagnostic-business-complet', en: '/en/complete-business-diagnostic' },
  booking: { fr: '/fr/reservation', en: '/en/booking' },
} as const

type Run = { page: Page; locale: Locale; javaScript: boolean }
type FormCase = { name: string; run: (run: Run) => Promise<void> }

const alertIn = (scope: ReturnType<Page['locator']>) => scope.getByRole('alert').first()

/**
 * Arrived from the estimate calculator's link, which preselects a project type and a budget:
 * the visitor changes the one and clears the other.
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

function auditForm(path: 'contact' | 'auditService') {
  return async ({ page, locale }: Run) => {
    const m = messages[locale].audit.form
    await page.goto(paths[path][locale])
    const form = page.locator('#audit form')
    const concerns = 'Le site met plus de six secondes à s’afficher sur mobile.'
    await form.getByLabel(m.siteUrl).fill('www.atelier-lumiere.example')
    await form.getByLabel(m.company).fill('Atelier Lumière')
    await form.getByLabel(m.name).fill('Claire Martin')
    await form.getByLabel(m.email).fill('claire@')
    await form.getByLabel(m.concerns).fill(concerns)
    await form.getByRole('button', { name: m.submit }).click()

    await expect(page.locator('#audit-email-error')).toBeVisible()
    await expect(form.getByLabel(m.siteUrl)).toHaveValue('www.atelier-lumiere.example')
    await expect(form.getByLabel(m.company)).toHaveValue('Atelier Lumière')
    await expect(form.getByLabel(m.name)).toHaveValue('Claire Martin')
    await expect(form.getByLabel(m.email)).toHaveValue('claire@')
    await expect(form.getByLabel(m.concerns)).toHaveValue(concerns)
  }
}

function guideForm(guide: 'guideIa' | 'guideWeb') {
  return async ({ page, locale }: Run) => {
    const m = messages[locale].guides
    await page.goto(paths[guide][locale])
    const form = page.locator('section[aria-labelledby="guide-form-title"] form')
    await form.getByLabel(m.form.email).fill('sophie@')
    await form.getByLabel(m.form.name).fill('Sophie')
    await form.locator('#guide-consent').check()
    await form.getByLabel(m.form.newsletter).check()
    await form.getByRole('button', { name: m.form.submit }).click()

    await expect(page.locator('#guide-email-error')).toHaveText(m.validation.email)
    await expect(form.getByLabel(m.form.email)).toHaveValue('sophie@')
    await expect(form.getByLabel(m.form.name)).toHaveValue('Sophie')
    await expect(form.locator('#guide-consent')).toBeChecked()
    await expect(form.getByLabel(m.form.newsletter)).toBeChecked()
  }
}

async function estimator({ page, locale, javaScript }: Run) {
  const m = messages[locale].estimator
  await page.goto(paths.diagnostic[locale])
  const calculator = page.locator('#estimate')
  if (javaScript) await expect(calculator.getByRole('button', { name: m.update })).toHaveCount(0)
  await calculator.getByLabel(m.projectType).selectOption('automation')
  await calculator.getByRole('radio', { name: m.budgets.small }).check()
  await calculator.getByRole('radio', { name: m.timeframes.urgent }).check()
  await calculator.getByLabel(m.email.email).fill('camille@')
  await calculator.getByRole('checkbox', { name: m.email.consent }).check()
  await calculator.getByRole('button', { name: m.email.submit }).click()

  await expect(calculator.locator('#estimate-email-error')).toHaveText(m.email.validation.email)
  await expect(calculator.getByLabel(m.projectType)).toHaveValue('automation')
  await expect(calculator.getByRole('radio', { name: m.budgets.small })).toBeChecked()
  await expect(calculator.getByRole('radio', { name: m.timeframes.urgent })).toBeChecked()
  await expect(calculator.getByLabel(m.email.email)).toHaveValue('camille@')
  await expect(calculator.getByRole('checkbox', { name: m.email.consent })).toBeChecked()
  const estimate = estimateProject('automation', 'small', 'urgent', defaultPriceList)
  const range = m.result.range
    .replace('{min}', formatEuros(estimate.minPrice, locale))
    .replace('{max}', formatEuros(estimate.maxPrice, locale))
  await expect(calculator.getByTestId('estimate-price')).toHaveText(range)
}

const wizard = (page: Page) => page.locator('#diagnostic-wizard')

/** Answers the three questions: one at a time with JavaScript, all at once without. */
async function answerDiagnostic(page: Page, locale: Locale, javaScript: boolean) {
  const m = messages[locale].diagnostic
  const next = () => wizard(page).getByRole('button', { name: m.wizard.next }).click()
  // With JavaScript, the answers are given to the step-by-step wizard (its "next" button shows).
  if (javaScript)
    await expect(wizard(page).getByRole('button', { name: m.wizard.next })).toBeVisible()
  await wizard(page).getByRole('radio', { name: m.revenue['25k_50k'] }).check()
  if (javaScript) await next()
  await wizard(page).getByRole('checkbox', { name: m.tasks.emails.title }).check()
  await wizard(page).getByRole('checkbox', { name: m.tasks.data_entry.title }).check()
  if (javaScript) await next()
}

async function expectDiagnosticAnswers(page: Page, locale: Locale, javaScript: boolean) {
  const m = messages[locale].diagnostic
  const back = () => wizard(page).getByRole('button', { name: m.wizard.previous }).click()
  if (javaScript) await back()
  await expect(wizard(page).getByRole('checkbox', { name: m.tasks.emails.title })).toBeChecked()
  await expect(wizard(page).getByRole('checkbox', { name: m.tasks.data_entry.title })).toBeChecked()
  await expect(wizard(page).getByRole('checkbox', { checked: true })).toHaveCount(2)
  if (javaScript) await back()
  await expect(wizard(page).getByRole('radio', { name: m.revenue['25k_50k'] })).toBeChecked()
}

/**
 * With JavaScript the wizard lets nothing unanswered go: the refusal it can meet is the spam
 * guard's, for a form sent within seconds of being shown. Without JavaScript the three questions
 * are one form, sent here without the main challenge.
 */
async function diagnosticAnswers({ page, locale, javaScript }: Run) {
  const m = messages[locale].diagnostic
  if (javaScript) {
    // The page's clock stands still: the form is sent "at once", as a robot would.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1000)
  }
  await page.goto(paths.diagnostic[locale])
  await answerDiagnostic(page, locale, javaScript)
  if (javaScript) await wizard(page).getByRole('radio', { name: m.challenges.time.title }).check()
  await wizard(page).getByRole('button', { name: m.wizard.submit }).click()

  if (javaScript) {
    // Sent: the calculating moment may run its course.
    await page.clock.resume()
    await expect(alertIn(wizard(page))).toHaveText(messages[locale].forms.spam)
    await expect(wizard(page).getByRole('radio', { name: m.challenges.time.title })).toBeChecked()
  } else {
    await expect(page.locator('#diagnostic-challenge-error')).toHaveText(m.validation.challenge)
  }
  await expectDiagnosticAnswers(page, locale, javaScript)
  if (!javaScript) return
  // What the wizard shows is what it sends: once the pause is taken, the same answers go through.
  await takeFillTime(page)
  await wizard(page).getByRole('button', { name: m.wizard.next }).click()
  await wizard(page).getByRole('button', { name: m.wizard.next }).click()
  await wizard(page).getByRole('button', { name: m.wizard.submit }).click()
  await expect(page.getByRole('heading', { name: m.results.title, exact: true })).toBeVisible()
}

async function diagnosticResultsEmail({ page, locale, javaScript }: Run) {
  const m = messages[locale].diagnostic
  if (javaScript) await page.clock.install()
  await page.goto(paths.diagnostic[locale])
  const shownAt = Date.now()
  await answerDiagnostic(page, locale, javaScript)
  await wizard(page).getByRole('radio', { name: m.challenges.time.title }).check()
  if (javaScript) await takeFillTime(page)
  else await waitForServerFillTime(page, shownAt)
  await wizard(page).getByRole('button', { name: m.wizard.submit }).click()
  await expect(page.getByRole('heading', { name: m.results.title, exact: true })).toBeVisible()

  const results = page.locator('#diagnostic-results')
  await results.getByLabel(m.email.email).fill('sophie@')
  await results.getByRole('checkbox', { name: m.email.consent }).check()
  await results.getByRole('button', { name: m.email.submit }).click()
  await expect(results.locator('#diagnostic-email-error')).toHaveText(m.email.validation.email)
  await expect(results.getByLabel(m.email.email)).toHaveValue('sophie@')
  await expect(results.getByRole('checkbox', { name: m.email.consent })).toBeChecked()
}

async function newsletterFooter({ page, locale }: Run) {
  const m = messages[locale].newsletter
  await page.goto(paths.contact[locale])
  const footer = page.locator('footer')
  await footer.getByLabel(m.label).fill('vous@')
  await footer.getByRole('button', { name: m.submit }).click()
  await expect(footer.getByRole('alert')).toHaveText(m.invalidEmail)
  await expect(footer.getByLabel(m.label)).toHaveValue('vous@')
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

const forms: FormCase[] = [
  { name: 'contact form', run: contactForm },
  { name: 'audit request on the contact page', run: auditForm('contact') },
  {
    name: 'audit request on the audit service page',
    run: auditForm('auditService'),
  },
  { name: 'AI guide request', run: guideForm('guideIa') },
  { name: 'web apps guide request', run: guideForm('guideWeb') },
  { name: 'estimate calculator', run: estimator },
  { name: 'diagnostic answers', run: diagnosticAnswers },
  { name: 'diagnostic results by e-mail', run: diagnosticResultsEmail },
  { name: 'footer newsletter', run: newsletterFooter },
  { name: 'booking details', run: bookingDetails },
  { name: 'booking reschedule link', run: reschedule },
]

test.beforeEach(async ({ page }) => {
  // No popup over the forms (their own refusals are in popups.e2e.spec.ts).
  await page.addInitScript(
    (key) => window.sessionStorage.setItem(key, 'refused-keeps-input'),
    SHOWN_THIS_VISIT_KEY,
  )
})

for (const form of forms) {
  for (const javaScript of [true, false]) {
    test.describe(`${form.name}, ${javaScript ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: javaScript, timezoneId: 'Europe/Paris' })
      for (const locale of ['fr', 'en'] as const) {
        test(`a refused submission keeps every choice (${locale})`, async ({ page }) => {
          await form.run({ page, locale, javaScript })
        })
      }
    })
  }
}
