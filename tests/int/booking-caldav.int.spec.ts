import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { daySlots, nextDayWithSlots } from '@/features/booking/slots'

import { TestRadicale } from './support/radicale'
import { startPayload, type TestContext } from './support/test-payload'

const radicale = new TestRadicale()
let ctx: TestContext
let booking: typeof import('@/features/booking/book')
let manage: typeof import('@/features/booking/manage')
let links: typeof import('@/features/booking/links')

beforeAll(async () => {
  await radicale.start()
  await radicale.createCalendar()
  ctx = await startPayload({
    env: {
      SMTP_URL: undefined,
      JOBS_AUTORUN: 'false',
      CALDAV_URL: radicale.calendarUrl,
      CALDAV_USERNAME: 'owner',
      CALDAV_PASSWORD: 'calendar-password',
    },
  })
  booking = await import('@/features/booking/book')
  manage = await import('@/features/booking/manage')
  links = await import('@/features/booking/links')
})

afterAll(async () => {
  await ctx?.close()
  await radicale.dispose()
})

async function slots(nthDay: number) {
  const { readBookingRules } = await import('@/features/booking/queries/booking-rules')
  const rules = await readBookingRules(ctx.payload)
  let day = ''
  for (let i = 0; i < nthDay; i += 1)
    day = nextDayWithSlots(rules, day, 'audit-technique', new Date(), [])!
  return daySlots(rules, day, 'audit-technique', new Date(), [])
}

const visitor = {
  service: 'audit-technique' as const,
  timeZone: 'Europe/Paris',
  locale: 'fr' as const,
  name: 'Nora Petit',
  email: 'nora@atelier.example',
  phone: '06 11 22 33 44',
}

async function calendarObject(uid: string) {
  const { objectUrl, caldavConfig } = await import('@/features/booking/caldav')
  const response = await fetch(objectUrl(caldavConfig()!, uid), { headers: radicale.headers })
  return { status: response.status, body: response.status === 200 ? await response.text() : '' }
}

async function syncState(id: number) {
  const doc = await ctx.payload.findByID({ collection: 'appointments', id, overrideAccess: true })
  return doc.calendarSync
}

describe('the owner’s CalDAV calendar', () => {
  it('receives each appointment, follows its move and loses it when cancelled', async () => {
    const [first, , second] = await slots(2)
    const outcome = await booking.bookAppointment(ctx.payload, { ...visitor, start: first!.start })
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.calendarFailed).toBe(false)
    expect(await syncState(outcome.appointment.id)).toBe('synced')
    const uid = outcome.appointment.icsUid!
    const created = await calendarObject(uid)
    expect(created.body).toContain('SUMMARY:Audit technique – Nora Petit')
    expect(created.body).not.toContain('METHOD:')

    const token = new URL(
      links.manageUrl(outcome.appointment, 'reschedule', 'fr'),
    ).searchParams.get('token')!
    const moved = await manage.rescheduleByToken(ctx.payload, token, second!.start)
    if (!moved.ok) throw new Error(moved.reason)
    expect((await calendarObject(uid)).body).toContain('SEQUENCE:1')

    const cancel = new URL(links.manageUrl(moved.appointment, 'cancel', 'fr')).searchParams.get(
      'token',
    )!
    await manage.cancelByToken(ctx.payload, cancel)
    expect((await calendarObject(uid)).status).toBe(404)
  })

  it('keeps the slots of the owner’s own busy events off the booking page', async () => {
    const [slot] = await slots(3)
    const event = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//owner//FR',
      'BEGIN:VEVENT',
      'UID:dentist@owner.example',
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${slot!.start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      `DTEND:${slot!.end.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`,
      'SUMMARY:Dentiste',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n')
    const put = await fetch(`${radicale.calendarUrl}dentist.ics`, {
      method: 'PUT',
      headers: { ...radicale.headers, 'content-type': 'text/calendar' },
      body: event,
    })
    expect(put.status).toBe(201)
    const outcome = await booking.bookAppointment(ctx.payload, { ...visitor, start: slot!.start })
    expect(outcome).toEqual({ ok: false, reason: 'taken' })
  })

  it('keeps the booking when the calendar is down, says so, and syncs once it is back', async () => {
    const [, slot] = await slots(4)
    await radicale.stop()
    const outcome = await booking.bookAppointment(ctx.payload, { ...visitor, start: slot!.start })
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.calendarFailed).toBe(true)
    expect(await syncState(outcome.appointment.id)).toBe('failed')

    await radicale.start()
    await ctx.payload.jobs.run({ queue: 'default' })
    expect(await syncState(outcome.appointment.id)).toBe('synced')
    expect((await calendarObject(outcome.appointment.icsUid!)).body).toContain('Nora Petit')
  })
})
