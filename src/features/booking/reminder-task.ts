import type { Payload, TaskConfig } from 'payload'

import { holdsSlot } from '@/features/booking/appointment-options'
import { CALLER_HANDLES_EFFECTS } from '@/features/booking/calendar-sync'
import { notifyVisitor } from '@/features/booking/notify'
import { serializeBookingWrite } from '@/features/booking/write-queue'
import type { Appointment } from '@/payload-types'

export const BOOKING_REMINDER_TASK = 'bookingReminder'

const DAY_MS = 24 * 3_600_000

/**
 * Queues the reminder for the day before. A moved appointment queues a new one; the old job
 * sees that the start changed and does nothing.
 */
export async function queueReminder(payload: Payload, appointment: Appointment): Promise<void> {
  const start = new Date(appointment.start)
  await payload.jobs.queue({
    task: BOOKING_REMINDER_TASK,
    input: { appointmentId: String(appointment.id), start: start.toISOString() },
    waitUntil: new Date(Math.max(Date.now(), start.getTime() - DAY_MS)),
  })
}

export const bookingReminderTask: TaskConfig<'bookingReminder'> = {
  slug: BOOKING_REMINDER_TASK,
  label: 'Rappel de rendez-vous la veille',
  inputSchema: [
    { name: 'appointmentId', type: 'text', required: true },
    { name: 'start', type: 'text', required: true },
  ],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    // Claimed before sending, one job at a time: a moved-then-restored appointment has two
    // reminder jobs for the same start, and only one may send.
    const appointment = await serializeBookingWrite(async () => {
      const current = await req.payload.findByID({
        collection: 'appointments',
        id: Number(input.appointmentId),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      const due =
        current &&
        holdsSlot(current.status) &&
        !current.reminderSentAt &&
        new Date(current.start).toISOString() === input.start &&
        new Date(current.start).getTime() > Date.now()
      if (!due) return null
      return req.payload.update({
        collection: 'appointments',
        id: current.id,
        data: { reminderSentAt: new Date().toISOString() },
        overrideAccess: true,
        context: { [CALLER_HANDLES_EFFECTS]: true },
      })
    })
    if (!appointment) return { output: { sent: false } }
    await notifyVisitor(req.payload, appointment, 'reminder')
    return { output: { sent: true } }
  },
}
