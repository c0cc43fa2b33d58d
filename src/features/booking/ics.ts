import { TZDate } from '@date-fns/tz'
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator'

import { BOOKING_TIME_ZONE } from '@/features/booking/rules'

/** Europe/Paris as calendars expect it (EU summer time rules, in force since 1996). */
const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

export type InvitationEvent = {
  uid: string
  sequence: number
  start: Date
  end: Date
  summary: string
  description: string
  cancelled: boolean
  organizer: { name: string; email: string }
  attendee?: { name: string; email: string }
  url?: string
}

function calendar(method: ICalCalendarMethod | null, name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'studio-web-ia', product: 'rendez-vous', language: 'FR' },
    method: method ?? undefined,
    timezone: {
      name: BOOKING_TIME_ZONE,
      generator: (zone) => (zone === BOOKING_TIME_ZONE ? PARIS_VTIMEZONE : null),
    },
  })
}

function addEvent(cal: ICalCalendar, event: InvitationEvent): void {
  cal.createEvent({
    id: event.uid,
    sequence: event.sequence,
    // A TZDate: ical-generator writes a native Date in the server's own zone.
    start: new TZDate(event.start.getTime(), BOOKING_TIME_ZONE),
    end: new TZDate(event.end.getTime(), BOOKING_TIME_ZONE),
    timezone: BOOKING_TIME_ZONE,
    stamp: new Date(),
    summary: event.summary,
    description: event.description,
    url: event.url,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: event.organizer,
    attendees: event.attendee
      ? [
          {
            ...event.attendee,
            role: ICalAttendeeRole.REQ,
            status: event.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
          },
        ]
      : [],
  })
}

/** The `.ics` attached to a confirmation, a change (REQUEST) or a cancellation (CANCEL). */
export function invitationIcs(event: InvitationEvent): string {
  const cal = calendar(
    event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    event.summary,
  )
  addEvent(cal, event)
  return cal.toString()
}

/** The resource stored on a CalDAV server: one event, no METHOD (RFC 4791). */
export function calendarObjectIcs(event: InvitationEvent): string {
  const cal = calendar(null, event.summary)
  addEvent(cal, event)
  return cal.toString()
}

/** The owner's subscription feed: every appointment as one calendar. */
export function feedIcs(name: string, events: InvitationEvent[]): string {
  const cal = calendar(ICalCalendarMethod.PUBLISH, name)
  for (const event of events) addEvent(cal, event)
  return cal.toString()
}
