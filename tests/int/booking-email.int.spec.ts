import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { daySlots, nextDayWithSlots } from '@/features/booking/slots'

import { TestSmtpServer } from './support/smtp'
import { startPayload, type TestContext } from './support/test-payload'

const smtp = new TestSmtpServer()
let ctx: TestContext
let booking: typeof import('@/features/booking/book')

beforeAll(async () => {
  const smtpUrl = await smtp.start()
  ctx = await startPayload({
    env: { SMTP_URL: smtpUrl, JOBS_AUTORUN: 'false', OWNER_EMAIL: 'owner@example.com' },
  })
  booking = await import('@/features/booking/book')
})

afterAll(async () => {
  await ctx?.close()
  await smtp.stop()
})

async function firstSlot(nthDay: number) {
  const { readBookingRules } = await import('@/features/booking/queries/booking-rules')
  const rules = await readBookingRules(ctx.payload)
  let day = ''
  for (let i = 0; i < nthDay; i += 1) day = nextDayWithSlots(rules, day, 'ia', new Date(), [])!
  return daySlots(rules, day, 'ia', new Date(), [])[0]!
}

const visitor = (email: string) => ({
  service: 'ia' as const,
  timeZone: 'Europe/Paris',
  locale: 'fr' as const,
  name: 'Inès Laurent',
  email,
  phone: '07 00 11 22 33',
})

const delivered = (to: string) => smtp.received.filter((mail) => mail.to.includes(to))

describe('booking e-mails through a real SMTP server', () => {
  it('keeps the booking when the mail server refuses, says so, and delivers once it is back', async () => {
    smtp.failing = true
    const slot = await firstSlot(2)
    const outcome = await booking.bookAppointment(ctx.payload, {
      ...visitor('ines@cabinet.example'),
      start: slot.start,
    })
    if (!outcome.ok) throw new Error(outcome.reason)
    expect(outcome.emailFailed).toBe(true)
    expect(delivered('ines@cabinet.example')).toHaveLength(0)

    smtp.failing = false
    await ctx.payload.jobs.run({ queue: 'default' })
    const mails = delivered('ines@cabinet.example')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.raw).toContain('text/calendar')
    expect(mails[0]!.raw).toMatch(/method=REQUEST/i)
  })

  it('sends the reminder the day before, once, and not for a cancelled appointment', async () => {
    const slot = await firstSlot(3)
    const outcome = await booking.bookAppointment(ctx.payload, {
      ...visitor('rappel@cabinet.example'),
      start: slot.start,
    })
    if (!outcome.ok) throw new Error(outcome.reason)
    // The queued reminder waits until the day before; run the same task now.
    const input = { appointmentId: String(outcome.appointment.id), start: slot.start.toISOString() }
    await ctx.payload.jobs.queue({ task: 'bookingReminder', input })
    await ctx.payload.jobs.queue({ task: 'bookingReminder', input })
    await ctx.payload.jobs.run({ queue: 'default' })
    const reminders = delivered('rappel@cabinet.example').filter((mail) => /Rappel/.test(mail.raw))
    expect(reminders).toHaveLength(1)
    const stored = await ctx.payload.findByID({
      collection: 'appointments',
      id: outcome.appointment.id,
      overrideAccess: true,
    })
    expect(stored.reminderSentAt).toBeTruthy()
    const ics = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(
      Buffer.from(
        /Content-Type: text\/calendar[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(
          reminders[0]!.raw,
        )?.[1] ?? '',
        'base64',
      ).toString('utf8'),
    )
    expect(ics && new ICAL.Component(ICAL.parse(ics[0])).getFirstPropertyValue('method')).toBe(
      'REQUEST',
    )

    const later = await firstSlot(4)
    const cancelled = await booking.bookAppointment(ctx.payload, {
      ...visitor('annule@cabinet.example'),
      start: later.start,
    })
    if (!cancelled.ok) throw new Error(cancelled.reason)
    await ctx.payload.update({
      collection: 'appointments',
      id: cancelled.appointment.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    await ctx.payload.jobs.queue({
      task: 'bookingReminder',
      input: { appointmentId: String(cancelled.appointment.id), start: later.start.toISOString() },
    })
    await ctx.payload.jobs.run({ queue: 'default' })
    expect(delivered('annule@cabinet.example').filter((mail) => /Rappel/.test(mail.raw))).toEqual(
      [],
    )
  })

  it('sends one reminder when two instances run the same reminder job at once', async () => {
    const slot = await firstSlot(5)
    const outcome = await booking.bookAppointment(ctx.payload, {
      ...visitor('deux-instances@cabinet.example'),
      start: slot.start,
    })
    if (!outcome.ok) throw new Error(outcome.reason)
    // Another instance is another process: its own copy of the task and of its in-process queue.
    const { bookingReminderTask: here } = await import('@/features/booking/reminder-task')
    vi.resetModules()
    const { bookingReminderTask: there } = await import('@/features/booking/reminder-task')
    expect(there).not.toBe(here)
    const args = {
      input: { appointmentId: String(outcome.appointment.id), start: slot.start.toISOString() },
      req: { payload: ctx.payload },
    } as unknown as Parameters<Extract<typeof here.handler, (...a: never[]) => unknown>>[0]
    const run = (task: typeof here) => {
      if (typeof task.handler !== 'function') throw new Error('inline handler expected')
      return task.handler(args)
    }
    await Promise.all([run(here), run(there)])
    const reminders = delivered('deux-instances@cabinet.example').filter((mail) =>
      /Rappel/.test(mail.raw),
    )
    expect(reminders).toHaveLength(1)
  })
})
