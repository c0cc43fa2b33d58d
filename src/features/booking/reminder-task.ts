import type { Payload, TaskConfig } from 'payload'

import { holdsSlot } from '@/features/booking/appointment-options'
import { notifyVisitor } from '@/features/booking/notify'
import { serializeBookingWrite } from '@/features/booking/write-queue'
import { runSql } from '@/platform/setup/raw-sql'
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

/**
 * Marks the reminder sent if nobody did: one conditional UPDATE, which one worker of several
 * wins. Written in SQL, not through Payload's update, because that reads then writes.
 */
async function claimReminder(payload: Payload, id: number, sentAt: string): Promise<boolean> {
  const rows = await runSql(
    payload,
    (sql) => sql`
      UPDATE "appointments" SET "reminder_sent_at" = ${sentAt}
      WHERE "id" = ${id} AND "reminder_sent_at" IS NULL
      RETURNING "id"`,
  )
  return rows.length === 1
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
    // Claimed before sending: a moved-then-restored appointment has two reminder jobs for the
    // same start, and two instances may run the same job; only one may send.
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
      const sentAt = new Date().toISOString()
      return (await claimReminder(req.payload, current.id, sentAt))
        ? { ...current, reminderSentAt: sentAt }
        : null
    })
    if (!appointment) return { output: { sent: false } }
    await notifyVisitor(req.payload, appointment, 'reminder')
    return { output: { sent: true } }
  },
}
