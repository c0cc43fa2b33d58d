import type { Payload, TaskConfig } from 'payload'

import { holdsSlot } from '@/features/booking/appointment-options'
import { caldavConfig, deleteEvent, putEvent } from '@/features/booking/caldav'
import { calendarObjectIcs } from '@/features/booking/ics'
import { ownerEvent } from '@/features/booking/owner-event'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'

export const SYNC_CALENDAR_TASK = 'syncCalendar'

/** Retries after 10 s, 20 s, 40 s...: about three hours of attempts. */
const SYNC_RETRY = { attempts: 10, baseDelayMs: 10_000 } as const

/**
 * Request context flag of the booking code's own writes: it pushes the calendar and sends the
 * e-mails itself (and reports how that went), so the appointment hooks leave them alone.
 */
export const CALLER_HANDLES_EFFECTS = 'bookingEffectsHandled'

async function push(payload: Payload, id: number): Promise<void> {
  const calendar = caldavConfig()
  if (!calendar) return
  const appointment = await payload.findByID({
    collection: 'appointments',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!appointment?.icsUid) return
  if (holdsSlot(appointment.status)) {
    const { siteName, email } = await readSiteSettings(payload)
    const event = ownerEvent(appointment, { name: siteName, email })
    await putEvent(calendar, appointment.icsUid, calendarObjectIcs(event))
  } else {
    await deleteEvent(calendar, appointment.icsUid)
  }
}

async function markSync(payload: Payload, id: number, state: 'synced' | 'failed', error?: string) {
  await payload.update({
    collection: 'appointments',
    id,
    data: { calendarSync: state, calendarSyncError: error ?? null },
    overrideAccess: true,
    context: { [CALLER_HANDLES_EFFECTS]: true },
  })
}

export async function queueCalendarSync(payload: Payload, id: number): Promise<void> {
  if (!caldavConfig()) return
  await payload.jobs.queue({ task: SYNC_CALENDAR_TASK, input: { appointmentId: String(id) } })
}

/**
 * Pushes one appointment to the owner's CalDAV calendar now. On failure the appointment keeps
 * its state "failed" and the jobs queue retries; returns false only in that case.
 */
export async function syncAppointment(payload: Payload, id: number): Promise<boolean> {
  if (!caldavConfig()) return true
  try {
    await push(payload, id)
    await markSync(payload, id, 'synced')
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.warn({ appointment: id, error: message }, 'Calendar sync failed; retry queued')
    await markSync(payload, id, 'failed', message).catch(() => undefined)
    await queueCalendarSync(payload, id).catch(() => undefined)
    return false
  }
}

export const syncCalendarTask: TaskConfig<'syncCalendar'> = {
  slug: SYNC_CALENDAR_TASK,
  label: 'Synchronisation d’un rendez-vous avec l’agenda (CalDAV)',
  inputSchema: [{ name: 'appointmentId', type: 'text', required: true }],
  retries: {
    attempts: SYNC_RETRY.attempts,
    backoff: { type: 'exponential', delay: SYNC_RETRY.baseDelayMs },
  },
  handler: async ({ input, req }) => {
    const id = Number(input.appointmentId)
    try {
      await push(req.payload, id)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await markSync(req.payload, id, 'failed', message).catch(() => undefined)
      // Throwing hands the retry and its backoff to Payload's jobs queue.
      throw error
    }
    await markSync(req.payload, id, 'synced')
    return { output: {} }
  },
}
