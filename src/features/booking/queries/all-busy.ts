import type { Payload } from 'payload'

import { busyEvents, caldavConfig } from '@/features/booking/caldav'
import { busyIntervals } from '@/features/booking/queries/busy'
import type { Interval } from '@/features/booking/slots'

const CALENDAR_CACHE_MS = 60_000
const DAY_MS = 86_400_000
const calendarCache = new Map<string, { at: number; busy: Interval[] }>()

/**
 * Busy events of the owner's CalDAV calendar, kept a minute per range. A calendar that does
 * not answer hides nothing (logged): the site's own appointments still hold their slots.
 */
async function calendarBusy(payload: Payload, from: Date, to: Date): Promise<Interval[]> {
  const calendar = caldavConfig()
  if (!calendar) return []
  // Whole UTC days: callers ask from "now", and an exact range would never be asked twice.
  const start = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS)
  const end = new Date(Math.ceil(to.getTime() / DAY_MS) * DAY_MS)
  const key = `${start.toISOString()}|${end.toISOString()}`
  const cached = calendarCache.get(key)
  if (cached && Date.now() - cached.at < CALENDAR_CACHE_MS) return cached.busy
  try {
    const busy = await busyEvents(calendar, start, end)
    if (calendarCache.size > 200) calendarCache.clear()
    calendarCache.set(key, { at: Date.now(), busy })
    return busy
  } catch (error) {
    payload.logger.warn({ err: error }, 'CalDAV busy times not read')
    return []
  }
}

/** Everything that takes time between two instants: appointments, blocks, calendar events. */
export async function allBusy(
  payload: Payload,
  from: Date,
  to: Date,
  exceptId?: number,
): Promise<Interval[]> {
  const [own, calendar] = await Promise.all([
    busyIntervals(payload, from, to, exceptId),
    calendarBusy(payload, from, to),
  ])
  return [...own, ...calendar]
}
