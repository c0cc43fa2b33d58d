import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { defaultBookingRules } from '@/features/booking/rules'
import { daySlots, nextDayWithSlots } from '@/features/booking/slots'
import fr from '@/i18n/messages/fr.json'

import { formData } from './support/hostile-input'
import { closeRestPayload } from './support/rest'
import { startPayload, type TestContext } from './support/test-payload'

// The booking form's server action runs here too: only the request it reads is a double.
vi.mock('next/headers', () => import('./support/next-request-double'))
vi.mock('next-intl/server', () => import('./support/next-request-double'))

let ctx: TestContext
let booking: typeof import('@/features/booking/book')
let manage: typeof import('@/features/booking/manage')
let links: typeof import('@/features/booking/links')

beforeAll(async () => {
  ctx = await startPayload({ env: { SMTP_URL: undefined, OWNER_EMAIL: 'owner@example.com' } })
  booking = await import('@/features/booking/book')
  manage = await import('@/features/booking/manage')
  links = await import('@/features/booking/links')
})

afterAll(async () => {
  // The action starts Payload under its default key: a second instance on this database.
  if (ctx) await closeRestPayload(ctx)
  await ctx?.close()
})

const now = new Date()
const rules = { ...defaultBookingRules, closedDates: [] }

/** The free slots of the n-th bookable day from now (holidays aside: the seed closes them). */
async function slotsOfDay(n: number) {
  const { readBookingRules } = await import('@/features/booking/queries/booking-rules')
  const live = await readBookingRules(ctx.payload)
  let day: string | null = null
  for (let i = 0; i < n; i += 1)
    day = nextDayWithSlots(live, day ?? '', 'consultation-gratuite', now, [])
  return daySlots(live ?? rules, day!, 'consultation-gratuite', now, [])
}

const visitor = (email: string) => ({
  service: 'consultation-gratuite' as const,
  timeZone: 'America/Montreal',
  locale: 'en' as const,
  name: 'Sam Taylor',
  email,
  phone: '+1 514 555 0100',
  notes: 'A booking app for our physiotherapy clinic.',
})

describe('booking a slot', () => {
  it('gives a slot to exactly one of 50 simultaneous visitors; the others hear it was taken', async () => {
    const [slot] = await slotsOfDay(2)
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        booking.bookAppointment(ctx.payload, {
          ...visitor(`race${i}@example.com`),
          start: slot!.start,
        }),
      ),
    )
    expect(attempts.filter((outcome) => outcome.ok)).toHaveLength(1)
    expect(attempts.filter((outcome) => !outcome.ok).map((o) => !o.ok && o.reason)).toEqual(
      Array(49).fill('taken'),
    )
    const { totalDocs } = await ctx.payload.count({
      collection: 'appointments',
      where: { start: { equals: slot!.start.toISOString() }, status: { equals: 'booked' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('refuses overlapping appointments in the database itself, whoever writes them', async () => {
    const [, , slot] = await slotsOfDay(3)
    const write = (minutes: number) =>
      ctx.payload.create({
        collection: 'appointments',
        data: {
          kind: 'block',
          start: new Date(slot!.start.getTime() + minutes * 60_000).toISOString(),
          end: new Date(slot!.start.getTime() + (minutes + 60) * 60_000).toISOString(),
          status: 'booked',
          locale: 'fr',
        },
        overrideAccess: true,
      })
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => write(0)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    await expect(write(30)).rejects.toThrow(/vient d’être réservé/)
    await expect(write(60)).resolves.toBeTruthy()
  })

  it('refuses past dates, weekends, off-hours and malformed times on the server', async () => {
    const book = (start: Date) =>
      booking.bookAppointment(ctx.payload, { ...visitor('x@example.com'), start })
    expect(await book(new Date(Date.now() - 86_400_000))).toEqual({
      ok: false,
      reason: 'invalid-date',
    })
    expect(await book(new Date('invalid'))).toEqual({ ok: false, reason: 'invalid-date' })
    const [slot] = await slotsOfDay(4)
    expect(await book(new Date(slot!.start.getTime() + 10 * 60_000))).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    const saturday = new Date(slot!.start)
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1)
    expect(await book(saturday)).toEqual({ ok: false, reason: 'invalid-date' })
  })

  it('records the lead, e-mails an invitation that calendars read, and queues the reminder', async () => {
    const [, slot] = await slotsOfDay(5)
    const outcome = await booking.bookAppointment(ctx.payload, {
      ...visitor('Sam@Clinic.example'),
      start: slot!.start,
    })
    if (!outcome.ok) throw new Error(`not booked: ${outcome.reason}`)
    expect(outcome.emailFailed).toBe(false)
    const { docs: leads } = await ctx.payload.find({
      collection: 'leads',
      where: { email: { equals: 'sam@clinic.example' } },
      overrideAccess: true,
    })
    expect(leads[0]).toMatchObject({ source: 'booking', name: 'Sam Taylor' })
    const { docs: events } = await ctx.payload.find({
      collection: 'lead-events',
      where: { lead: { equals: leads[0]!.id } },
      overrideAccess: true,
    })
    expect(events.map((event) => [event.type, event.relatedId])).toEqual([
      ['booking', String(outcome.appointment.id)],
    ])

    const { docs: mails } = await ctx.payload.find({
      collection: 'email-outbox',
      where: { to: { equals: 'Sam@Clinic.example' } },
      overrideAccess: true,
    })
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toMatch(/^Appointment confirmed: Free consultation/)
    expect(mails[0]!.text).toContain('Eastern')
    const attachment = mails[0]!.attachments?.[0]
    const ics = Buffer.from(attachment!.content!, 'base64').toString('utf8')
    const calendar = new ICAL.Component(ICAL.parse(ics))
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(vevent.getFirstPropertyValue('uid')).toBe(outcome.appointment.icsUid)
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0)
    expect(String(vevent.getFirstPropertyValue('attendee'))).toMatch(
      /^mailto:Sam@Clinic\.example$/i,
    )
    expect(String(vevent.getFirstPropertyValue('organizer'))).toMatch(
      /^mailto:owner@example\.com$/i,
    )

    const { docs: owner } = await ctx.payload.find({
      collection: 'email-outbox',
      where: { to: { equals: 'owner@example.com' }, subject: { like: 'Nouveau rendez-vous' } },
      overrideAccess: true,
    })
    expect(owner.length).toBeGreaterThan(0)
    const { docs: jobs } = await ctx.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'bookingReminder' } },
      overrideAccess: true,
    })
    const reminder = jobs.find(
      (job) =>
        (job.input as { appointmentId?: string }).appointmentId === String(outcome.appointment.id),
    )
    expect(new Date(reminder!.waitUntil!).getTime()).toBe(slot!.start.getTime() - 86_400_000)
  })

  it('moves and cancels through the e-mailed links, each once, with updated invitations', async () => {
    const [first, , second] = await slotsOfDay(6)
    const outcome = await booking.bookAppointment(ctx.payload, {
      ...visitor('move@example.com'),
      start: first!.start,
    })
    if (!outcome.ok) throw new Error('not booked')
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!
    const reschedule = tokenOf(links.manageUrl(outcome.appointment, 'reschedule', 'en'))
    const cancel = tokenOf(links.manageUrl(outcome.appointment, 'cancel', 'en'))
    const { appointmentForToken } = await import('@/features/booking/token-appointment')
    expect(await appointmentForToken(ctx.payload, cancel, 'reschedule')).toBeNull()

    const moved = await manage.rescheduleByToken(ctx.payload, reschedule, second!.start)
    if (!moved.ok) throw new Error(`not moved: ${moved.reason}`)
    expect(moved.appointment.icsSequence).toBe(1)
    // The first slot is free again; the old links died with the change.
    expect(await manage.rescheduleByToken(ctx.payload, reschedule, first!.start)).toEqual({
      ok: false,
      reason: 'invalid-link',
    })
    expect(await manage.cancelByToken(ctx.payload, cancel)).toBeNull()
    const retaken = await booking.bookAppointment(ctx.payload, {
      ...visitor('other@example.com'),
      start: first!.start,
    })
    expect(retaken.ok).toBe(true)

    const freshCancel = tokenOf(links.manageUrl(moved.appointment, 'cancel', 'en'))
    const cancelled = await manage.cancelByToken(ctx.payload, freshCancel)
    expect(cancelled?.status).toBe('cancelled')
    const { docs: mails } = await ctx.payload.find({
      collection: 'email-outbox',
      where: { to: { equals: 'move@example.com' } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    const methods = mails.map((mail) =>
      new ICAL.Component(
        ICAL.parse(Buffer.from(mail.attachments![0]!.content!, 'base64').toString('utf8')),
      ).getFirstPropertyValue('method'),
    )
    expect(methods).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
    const again = await booking.bookAppointment(ctx.payload, {
      ...visitor('next@example.com'),
      start: second!.start,
    })
    expect(again.ok).toBe(true)
  })

  it('tells the visitor when the owner moves or cancels the appointment in the admin', async () => {
    const [first, second] = await slotsOfDay(7)
    const outcome = await booking.bookAppointment(ctx.payload, {
      ...visitor('admin-change@example.com'),
      start: first!.start,
    })
    if (!outcome.ok) throw new Error('not booked')
    const id = outcome.appointment.id
    await ctx.payload.update({
      collection: 'appointments',
      id,
      data: { start: second!.start.toISOString(), end: second!.end.toISOString() },
      overrideAccess: true,
    })
    await ctx.payload.update({
      collection: 'appointments',
      id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    const { docs } = await ctx.payload.find({
      collection: 'email-outbox',
      where: { to: { equals: 'admin-change@example.com' } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(docs.map((mail) => mail.subject.split(':')[0])).toEqual([
      'Appointment confirmed',
      'Appointment rescheduled',
      'Appointment cancelled',
    ])
    const retaken = await booking.bookAppointment(ctx.payload, {
      ...visitor('after-admin@example.com'),
      start: second!.start,
    })
    expect(retaken.ok).toBe(true)
  })
})

describe('the services offered', () => {
  const settingsIn = (locale: 'fr' | 'en') =>
    ctx.payload.findGlobal({
      slug: 'booking-settings',
      locale,
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })

  it('are, on a new site, the free consultation and at most three paid services, each priced and described in both languages', async () => {
    const [french, english] = [await settingsIn('fr'), await settingsIn('en')]
    const [free, ...paid] = french.services ?? []
    expect(free).toMatchObject({ service: 'consultation-gratuite', minutes: 30 })
    expect(free?.price ?? null).toBeNull()
    expect(paid.length).toBeGreaterThan(0)
    expect(paid.length).toBeLessThanOrEqual(3)
    for (const row of paid) {
      expect(row.service).not.toBe('consultation-gratuite')
      expect(row.price, row.service).toBeGreaterThan(0)
    }
    expect(english.services?.map((row) => row.id)).toEqual(french.services?.map((row) => row.id))
    for (const [index, row] of (french.services ?? []).entries()) {
      const translated = english.services?.[index]?.description
      expect(row.description?.length, row.service).toBeGreaterThan(20)
      expect(translated?.length, row.service).toBeGreaterThan(20)
      expect(translated).not.toBe(row.description)
    }
  })

  it('are the only ones booked: another service is refused on the server, with the form’s message', async () => {
    const [slot] = await slotsOfDay(8)
    const email = 'not-offered@example.com'
    expect(
      await booking.bookAppointment(ctx.payload, {
        ...visitor(email),
        service: 'formation',
        start: slot!.start,
      }),
    ).toEqual({ ok: false, reason: 'not-offered' })

    const { submitBooking } = await import('@/features/booking/actions')
    for (const intent of ['review', 'confirm']) {
      const state = await submitBooking(
        'fr',
        { status: 'details', attempt: 0 },
        formData({
          intent,
          service: 'formation',
          start: slot!.start.toISOString(),
          tz: 'Europe/Paris',
          name: 'Camille Dubois',
          email,
          phone: '06 12 34 56 78',
          elapsedMs: '5000',
        }),
      )
      expect(state.status === 'details' && state.formError?.text, intent).toBe(
        fr.booking.errors.serviceUnavailable,
      )
    }
    const { totalDocs } = await ctx.payload.count({
      collection: 'appointments',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  it('follow the owner: a service taken off the list is refused from then on', async () => {
    const settings = await ctx.payload.findGlobal({
      slug: 'booking-settings',
      depth: 0,
      overrideAccess: true,
    })
    const [, removed] = settings.services ?? []
    await ctx.payload.updateGlobal({
      slug: 'booking-settings',
      data: { services: settings.services?.filter((row) => row !== removed) },
      overrideAccess: true,
    })
    const [slot] = await slotsOfDay(9)
    const attempt = await booking.bookAppointment(ctx.payload, {
      ...visitor('removed@example.com'),
      service: removed!.service,
      start: slot!.start,
    })
    expect(attempt).toEqual({ ok: false, reason: 'not-offered' })
  })
})
