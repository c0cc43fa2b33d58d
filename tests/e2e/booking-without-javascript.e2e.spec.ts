import type { Page } from '@playwright/test'

import en from '@/i18n/messages/en.json' with { type: 'json' }
import fr from '@/i18n/messages/fr.json' with { type: 'json' }

import { adminHeaders, uniqueEmail } from './support/admin-api'
import { bookableDayOfNextMonth, nextMonthDay } from './support/booking-days'
import { waitForServerFillTime } from './support/fill-time'
import { expect, test } from './support/fixtures'

/**
 * The booking, then its confirmation page, as a visitor without JavaScript goes through them (the
 * forms post natively), and with JavaScript: the slot is booked once, and the confirmation shows
 * the invitation to add to a calendar and the links that move or cancel the appointment.
 */
const flows = {
  fr: { path: '/fr/reservation', confirmation: '/fr/reservation/confirmation', m: fr.booking },
  en: { path: '/en/booking', confirmation: '/en/booking/confirmation', m: en.booking },
} as const

type Locale = keyof typeof flows

// A whole booking, then its confirmation's links, page loads without JavaScript's shortcuts.
test.describe.configure({ timeout: 120_000 })

/** Service, a time of the `booked` day of next month, details, review, confirmation. */
async function book(page: Page, locale: Locale, email: string) {
  const { path, m } = flows[locale]
  await page.goto(path)
  await page.getByRole('radio', { name: m.services['consultation-gratuite'] }).check()
  await page.getByRole('button', { name: m.serviceStep.continue }).click()
  const { link: day } = await bookableDayOfNextMonth(page, nextMonthDay.booked)
  await day.click()
  // The last time of the day: the other booking specs, which may run alongside, take the first.
  await page.getByRole('radio').last().check()
  await page.getByRole('button', { name: m.timeStep.continue }).click()
  const main = page.getByRole('main')
  await expect(main.getByLabel(m.details.name)).toBeVisible()
  const shownAt = Date.now()
  await main.getByLabel(m.details.name).fill('Camille Dubois')
  await main.getByLabel(m.details.email).fill(email)
  await main.getByLabel(m.details.phone).fill('06 12 34 56 78')
  await waitForServerFillTime(page, shownAt)
  await page.getByRole('button', { name: m.details.submit }).click()
  await expect(page.getByRole('heading', { name: m.review.title })).toBeVisible()
  await page.getByRole('button', { name: m.review.confirm }).click()
}

async function appointmentsOf(page: Page, email: string) {
  const list = await page.request.get('/api/appointments', {
    params: { 'where[email][equals]': email },
    headers: await adminHeaders(),
  })
  return ((await list.json()) as { docs: { status: string; start: string }[] }).docs
}

/** The confirmation page, its invitation and its two links; the appointment stored once. */
async function expectConfirmed(page: Page, locale: Locale, email: string) {
  const { confirmation, m } = flows[locale]
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.success.title)
  expect(new URL(page.url()).pathname).toBe(confirmation)
  const main = page.getByRole('main')
  await expect(main.getByRole('status')).toContainText(email)
  const [appointment, ...others] = await appointmentsOf(page, email)
  expect(others).toEqual([])
  expect(appointment?.status).toBe('booked')

  const add = main.getByRole('link', { name: m.success.addToCalendar })
  const invitation = await page.request.get((await add.getAttribute('href'))!)
  expect(invitation.status()).toBe(200)
  expect(invitation.headers()['content-type']).toMatch(/^text\/calendar/)
  expect(await invitation.text()).toContain('BEGIN:VEVENT')

  // Reloading the answer books nothing more.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.success.title)
  expect(await appointmentsOf(page, email)).toHaveLength(1)

  const reschedule = await main
    .getByRole('link', { name: m.success.reschedule })
    .getAttribute('href')
  const cancel = await main.getByRole('link', { name: m.success.cancel }).getAttribute('href')
  await page.goto(reschedule!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.manage.rescheduleTitle)
  await page.goto(cancel!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.manage.cancelTitle)
  await expect(page.getByRole('button', { name: m.manage.cancelConfirm })).toBeVisible()
}

/**
 * The confirmation's cancel link does cancel (its page is open, see expectConfirmed), and the
 * spent link, opened again, tells that the appointment is cancelled.
 */
async function expectCancelled(page: Page, locale: Locale, email: string) {
  const { m } = flows[locale]
  await page.getByRole('button', { name: m.manage.cancelConfirm }).click()
  await expect(page.getByText(m.manage.cancelled)).toBeVisible()
  expect((await appointmentsOf(page, email))[0]?.status).toBe('cancelled')
  await page.goto(page.url())
  await expect(page.getByText(m.manage.cancelled)).toBeVisible()
  await expect(page.getByText(m.manage.invalid)).toHaveCount(0)
}

test.describe('booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false, timezoneId: 'Europe/Paris' })

  for (const locale of ['fr', 'en'] as const) {
    test(`books the free time, confirms it and cancels it (${locale})`, async ({ page }) => {
      const email = uniqueEmail(`no-js-${locale}`)
      await book(page, locale, email)
      await expectConfirmed(page, locale, email)
      // The post cancels, then the page is drawn again with its link spent: it says so.
      await expectCancelled(page, locale, email)
    })
  }
})

test.describe('booking with JavaScript', () => {
  test.use({ timezoneId: 'Europe/Paris' })

  test('leads to the same confirmation page', async ({ page }) => {
    const email = uniqueEmail('with-js')
    await book(page, 'fr', email)
    await expectConfirmed(page, 'fr', email)
    await expectCancelled(page, 'fr', email)
  })
})
