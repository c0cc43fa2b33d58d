import type { Payload } from 'payload'

import { checkSlot, type SlotVerdict } from '@/features/booking/book'
import { CALLER_HANDLES_EFFECTS, syncAppointment } from '@/features/booking/calendar-sync'
import { notifyOwner, notifyVisitor } from '@/features/booking/notify'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import { queueReminder } from '@/features/booking/reminder-task'
import { isBookingService } from '@/features/booking/services'
import { isSlotTaken } from '@/features/booking/slot-locks'
import { serializeBookingWrite } from '@/features/booking/write-queue'
import { appointmentForToken } from '@/features/booking/token-appointment'
import type { Appointment } from '@/payload-types'

async function notifyChange(
  payload: Payload,
  appointment: Appointment,
  event: 'change' | 'cancel',
) {
  try {
    await notifyVisitor(payload, appointment, event)
    await notifyOwner(payload, appointment, event)
  } catch (error) {
    payload.logger.error(
      { err: error, appointment: appointment.id },
      'Booking change: e-mail not stored',
    )
  }
  await syncAppointment(payload, appointment.id)
}

/** Cancels through an e-mailed link; the time is free again at once. */
export async function cancelByToken(payload: Payload, token: string): Promise<Appointment | null> {
  const appointment = await appointmentForToken(payload, token, 'cancel')
  if (!appointment) return null
  const cancelled = await payload.update({
    collection: 'appointments',
    id: appointment.id,
    data: { status: 'cancelled' },
    overrideAccess: true,
    context: { [CALLER_HANDLES_EFFECTS]: true },
  })
  await notifyChange(payload, cancelled, 'cancel')
  return cancelled
}

export type RescheduleOutcome =
  | { ok: true; appointment: Appointment }
  | { ok: false; reason: Exclude<SlotVerdict, 'ok'> | 'invalid-link' }

/** Moves the appointment to another free slot of the same service through an e-mailed link. */
export async function rescheduleByToken(
  payload: Payload,
  token: string,
  start: Date,
  now: Date = new Date(),
): Promise<RescheduleOutcome> {
  const appointment = await appointmentForToken(payload, token, 'reschedule')
  if (!appointment || !isBookingService(appointment.service))
    return { ok: false, reason: 'invalid-link' }
  const service = appointment.service
  const rules = await readBookingRules(payload, now)
  const verdict = await checkSlot(payload, rules, service, start, now, appointment.id)
  if (verdict !== 'ok') return { ok: false, reason: verdict }
  let moved: Appointment
  try {
    moved = await serializeBookingWrite(() =>
      payload.update({
        collection: 'appointments',
        id: appointment.id,
        data: {
          start: start.toISOString(),
          end: new Date(start.getTime() + rules.durations[service] * 60_000).toISOString(),
          reminderSentAt: null,
        },
        overrideAccess: true,
        context: { [CALLER_HANDLES_EFFECTS]: true },
      }),
    )
  } catch (error) {
    if (isSlotTaken(error)) return { ok: false, reason: 'taken' }
    throw error
  }
  await queueReminder(payload, moved).catch(() => undefined)
  await notifyChange(payload, moved, 'change')
  return { ok: true, appointment: moved }
}
