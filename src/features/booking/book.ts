import type { Payload } from 'payload'

import { formatAdminDate } from '@/features/admin-shell/admin-dates'
import { dayIn, formatDay } from '@/features/booking/calendar-day'
import { notifyOwner, notifyVisitor } from '@/features/booking/notify'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import { offeredService } from '@/features/booking/offered-services'
import { allBusy } from '@/features/booking/queries/all-busy'
import { queueReminder } from '@/features/booking/reminder-task'
import { type BookingRules } from '@/features/booking/rules'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import type { BookingService } from '@/features/booking/services'
import { isSlotTaken } from '@/features/booking/slot-locks'
import { checkDay, isFreeSlot } from '@/features/booking/slots'
import { serializeBookingWrite } from '@/features/booking/write-queue'
import { CALLER_HANDLES_EFFECTS, syncAppointment } from '@/features/booking/calendar-sync'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import type { Locale } from '@/i18n/locales'
import type { Appointment } from '@/payload-types'

export type BookingRequest = {
  service: BookingService
  start: Date
  timeZone: string
  locale: Locale
  name: string
  email: string
  phone: string
  notes?: string
}

/** `taken`: a slot of the grid that someone else holds now; `unavailable`: never a slot. */
export type SlotVerdict = 'ok' | 'invalid-date' | 'unavailable' | 'taken'

/** Whether an instant is a free slot of that service now (server-side, whatever the client sent). */
export async function checkSlot(
  payload: Payload,
  rules: BookingRules,
  service: BookingService,
  start: Date,
  now: Date,
  exceptId?: number,
): Promise<SlotVerdict> {
  if (Number.isNaN(start.getTime())) return 'invalid-date'
  const day = formatDay(dayIn(start, rules.timeZone))
  const check = checkDay(rules, day, now)
  if (check === 'invalid' || check === 'past' || check === 'weekend') return 'invalid-date'
  if (check !== 'ok') return 'unavailable'
  const dayStart = new Date(start.getTime() - 36 * 3_600_000)
  const dayEnd = new Date(start.getTime() + 36 * 3_600_000)
  const busy = await allBusy(payload, dayStart, dayEnd, exceptId)
  if (isFreeSlot(rules, service, start, now, busy)) return 'ok'
  return isFreeSlot(rules, service, start, now, []) ? 'taken' : 'unavailable'
}

export type BookingOutcome =
  | { ok: true; appointment: Appointment; emailFailed: boolean; calendarFailed: boolean }
  | { ok: false; reason: Exclude<SlotVerdict, 'ok'> | 'not-offered' }

/**
 * Books a slot of a service the owner offers: checked again on the server, written (the lock
 * cells make a concurrent booking of the same time fail with "taken"), added to the lead's
 * timeline, confirmed by e-mail with the invitation, reminded the day before, and pushed to the
 * owner's calendar. Once the appointment is stored, later failures (e-mail, calendar) never undo
 * it.
 */
export async function bookAppointment(
  payload: Payload,
  request: BookingRequest,
  now: Date = new Date(),
): Promise<BookingOutcome> {
  const rules = await readBookingRules(payload, now)
  if (!offeredService(rules.offered, request.service)) return { ok: false, reason: 'not-offered' }
  const verdict = await checkSlot(payload, rules, request.service, request.start, now)
  if (verdict !== 'ok') return { ok: false, reason: verdict }
  let appointment: Appointment
  try {
    appointment = await serializeBookingWrite(() =>
      payload.create({
        collection: 'appointments',
        data: {
          kind: 'appointment',
          service: request.service,
          start: request.start.toISOString(),
          end: new Date(
            request.start.getTime() + rules.durations[request.service] * 60_000,
          ).toISOString(),
          status: 'booked',
          name: request.name,
          email: request.email,
          phone: request.phone,
          notes: request.notes || undefined,
          timeZone: request.timeZone,
          locale: request.locale,
        },
        overrideAccess: true,
        // This request pushes it to the calendar itself, to tell the visitor how that went.
        context: { [CALLER_HANDLES_EFFECTS]: true },
      }),
    )
  } catch (error) {
    if (isSlotTaken(error)) return { ok: false, reason: 'taken' }
    throw error
  }
  return { ok: true, appointment, ...(await afterBooking(payload, appointment, request)) }
}

async function afterBooking(payload: Payload, appointment: Appointment, request: BookingRequest) {
  let emailFailed = false
  let calendarFailed = false
  try {
    const lead = await recordLeadActivity(payload, {
      email: request.email,
      locale: request.locale,
      source: 'booking',
      // The timeline reads the moment as the owner does ("27 novembre 2026 à 16:15"), not ISO.
      summary: `Rendez-vous réservé : ${serviceLabelsFr[request.service]}, ${formatAdminDate(appointment.start, 'fr')}`,
      name: request.name,
      phone: request.phone,
      related: { collection: 'appointments', id: appointment.id },
    })
    await payload.update({
      collection: 'appointments',
      id: appointment.id,
      data: { lead: lead.id },
      overrideAccess: true,
      context: { [CALLER_HANDLES_EFFECTS]: true },
    })
  } catch (error) {
    payload.logger.error({ err: error, appointment: appointment.id }, 'Booking: lead not updated')
  }
  try {
    emailFailed = await notifyVisitor(payload, appointment, 'confirm')
    await notifyOwner(payload, appointment, 'confirm')
  } catch (error) {
    emailFailed = true
    payload.logger.error({ err: error, appointment: appointment.id }, 'Booking: e-mail not stored')
  }
  try {
    await queueReminder(payload, appointment)
  } catch (error) {
    payload.logger.error(
      { err: error, appointment: appointment.id },
      'Booking: reminder not queued',
    )
  }
  calendarFailed = !(await syncAppointment(payload, appointment.id))
  return { emailFailed, calendarFailed }
}
