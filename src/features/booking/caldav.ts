import ICAL from 'ical.js'
import { deleteObject, fetchCalendarObjects, updateObject } from 'tsdav'

import { env } from '@/config/env'
import type { Interval } from '@/features/booking/slots'

/** A CalDAV server that does not answer within this time counts as down. */
const TIMEOUT_MS = 8000

type CalDav = { url: string; headers: Record<string, string> }

export function caldavConfig(): CalDav | null {
  const { CALDAV_URL, CALDAV_USERNAME, CALDAV_PASSWORD } = env()
  if (!CALDAV_URL) return null
  const headers: Record<string, string> = {}
  if (CALDAV_USERNAME) {
    const basic = Buffer.from(`${CALDAV_USERNAME}:${CALDAV_PASSWORD ?? ''}`).toString('base64')
    headers.authorization = `Basic ${basic}`
  }
  return { url: CALDAV_URL.endsWith('/') ? CALDAV_URL : `${CALDAV_URL}/`, headers }
}

/** One resource per appointment, named after its invitation UID. */
export function objectUrl(calendar: CalDav, uid: string): string {
  return `${calendar.url}${encodeURIComponent(uid.replace(/[^\w.-]/g, '-'))}.ics`
}

const options = () => ({ signal: AbortSignal.timeout(TIMEOUT_MS) })

/** Creates or replaces the event (PUT); throws when the server refuses or does not answer. */
export async function putEvent(calendar: CalDav, uid: string, ics: string): Promise<void> {
  const response = await updateObject({
    url: objectUrl(calendar, uid),
    data: ics,
    headers: { ...calendar.headers, 'content-type': 'text/calendar; charset=utf-8' },
    fetchOptions: options(),
  })
  if (!response.ok) throw new Error(`CalDAV PUT answered ${response.status}`)
}

/** Removes the event; one that is already gone is fine. */
export async function deleteEvent(calendar: CalDav, uid: string): Promise<void> {
  const response = await deleteObject({
    url: objectUrl(calendar, uid),
    headers: calendar.headers,
    fetchOptions: options(),
  })
  if (!response.ok && response.status !== 404) {
    throw new Error(`CalDAV DELETE answered ${response.status}`)
  }
}

/** Intervals of the calendar's own busy events (not ours, not "free" ones) between two instants. */
export async function busyEvents(calendar: CalDav, from: Date, to: Date): Promise<Interval[]> {
  const objects = await fetchCalendarObjects({
    calendar: { url: calendar.url },
    timeRange: { start: from.toISOString(), end: to.toISOString() },
    headers: calendar.headers,
    fetchOptions: options(),
  })
  return objects.flatMap((object) => {
    if (typeof object.data !== 'string' || !object.data.includes('BEGIN:VEVENT')) return []
    const root = new ICAL.Component(ICAL.parse(object.data))
    // ical.js resolves TZID times only against zones it knows: the object carries its own.
    for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
    return root.getAllSubcomponents('vevent').flatMap((vevent) => {
      const event = new ICAL.Event(vevent)
      const transparent = vevent.getFirstPropertyValue('transp') === 'TRANSPARENT'
      if (transparent || event.uid?.endsWith('@rendez-vous')) return []
      const start = event.startDate?.toJSDate()
      const end = event.endDate?.toJSDate()
      return start && end ? [{ start, end }] : []
    })
  })
}
