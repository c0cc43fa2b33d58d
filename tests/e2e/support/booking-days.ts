import { expect, type Locator, type Page } from '@playwright/test'

import en from '@/i18n/messages/en.json' with { type: 'json' }
import fr from '@/i18n/messages/fr.json' with { type: 'json' }

/**
 * Which bookable day of next month each booking test takes, so that the tests that need a day
 * to themselves get one whatever the date (the server runs on the real clock).
 */
export const nextMonthDay = {
  /** Where the booking flows take a time (several may: a day has more times than tests). */
  booked: 1,
  /** Where the reschedule test moves its appointment: another day than `booked`. */
  movedTo: 2,
  /**
   * Blocked from morning to night by the fully booked day test: no appointment may be there.
   * Not the first: that one can be `secondBookableDay`'s.
   */
  fullyBooked: 3,
  /** The refused-input tests book and block its times (not the last: six days at least). */
  keptInput: 4,
  /** The back office calendar test blocks its morning and expects its afternoon free. */
  calendar: 'last',
} as const

const nextMonthLabel = new RegExp(
  `^(${en.booking.dateStep.nextMonth}|${fr.booking.dateStep.nextMonth})$`,
)

const bookableDays = (page: Page, month = '') => page.locator(`table a[href*="date=${month}"]`)

async function dayOf(page: Page, link: Locator): Promise<{ link: Locator; date: string }> {
  await expect(link).toBeVisible()
  const date = new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('date')!
  return { link, date }
}

/**
 * From the date step (booking or reschedule page), goes to the next month and answers one of its
 * bookable days. Not the month the step opens on, the first free time's: near a month's end it
 * holds one bookable day or none, and that day's earliest time can sit right at the 24-hour
 * notice, so it may pass the notice before the test confirms it. The next month starts after that
 * day, and its first two weeks always lie within the 60-day horizon: ten weekdays, of which
 * public holidays close four at most (early May), so six bookable days or more on any date.
 * `activate` follows the month link (a click, or the keyboard for keyboard-only tests).
 */
export async function bookableDayOfNextMonth(
  page: Page,
  position: number | 'last',
  activate: (link: Locator) => Promise<void> = (link) => link.click(),
): Promise<{ link: Locator; date: string }> {
  await activate(page.getByRole('link', { name: nextMonthLabel }))
  // The month changes in the page (client-side navigation): read its days once they are there.
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/)
  const days = bookableDays(page, `${new URL(page.url()).searchParams.get('month')!}-`)
  return dayOf(page, position === 'last' ? days.last() : days.nth(position))
}

/**
 * From the date step, the second bookable day from now, for a test that needs its appointment
 * in the coming week (the dashboard lists the next seven days): it is at most six days ahead,
 * public holidays included, and never the first bookable day, whose earliest time can sit right
 * at the 24-hour notice. In this month's table, or else the next month's first.
 */
export async function secondBookableDay(page: Page): Promise<{ link: Locator; date: string }> {
  const days = bookableDays(page)
  await expect(days.first()).toBeVisible()
  if ((await days.count()) > 1) return dayOf(page, days.nth(1))
  return bookableDayOfNextMonth(page, 0)
}
