import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { signManageToken } from '@/features/booking/manage-token'

import { adminHeaders, uniqueEmail } from './admin-api'
import { bookableDayOfNextMonth, nextMonthDay } from './booking-days'
import { e2ePayloadSecret } from './e2e-env'

const paths = {
  booking: { fr: '/fr/reservation', en: '/en/booking' },
  reschedule: { fr: '/fr/reservation/modification', en: '/en/booking/reschedule' },
} as const

async function createAppointment(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/appointments', {
    headers: await adminHeaders(),
    data,
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { doc: { id: number; end: string; icsSequence?: number } }).doc
}

/**
 * An appointment at the first free time of the `keptInput` day of next month, and the path of
 * its reschedule link: signed as the confirmation e-mail signs it, without going through a
 * whole booking first.
 */
export async function linkedAppointment(page: Page, locale: 'fr' | 'en') {
  await page.goto(`${paths.booking[locale]}?service=consultation-gratuite`)
  const { date } = await bookableDayOfNextMonth(page, nextMonthDay.keptInput)
  await page.goto(`${paths.booking[locale]}?service=consultation-gratuite&date=${date}`)
  const start = await page.getByRole('radio').first().getAttribute('value')
  const appointment = await createAppointment(page.request, {
    kind: 'appointment',
    service: 'consultation-gratuite',
    start,
    status: 'booked',
    locale,
    name: 'Camille Dubois',
    email: uniqueEmail('reschedule'),
    timeZone: 'Europe/Paris',
  })
  const token = signManageToken(
    {
      action: 'reschedule',
      appointmentId: appointment.id,
      sequence: appointment.icsSequence ?? 0,
      expiresAt: Date.parse(appointment.end),
    },
    e2ePayloadSecret,
  )
  return { date, reschedulePath: `${paths.reschedule[locale]}?token=${token}` }
}

/** The owner blocks half an hour from `start` in the back office. */
export async function blockSlot(request: APIRequestContext, start: string): Promise<void> {
  await createAppointment(request, {
    kind: 'block',
    start,
    end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    status: 'booked',
    locale: 'fr',
  })
}
