import type { OfferedService } from '@/features/booking/offered-services'
import { seededServices } from '@/features/booking/service-seed'
import {
  type BookingService,
  bookingServices,
  defaultDurationMinutes,
} from '@/features/booking/services'

/** ISO weekday: 1 Monday ... 5 Friday (bookings are Monday to Friday only). */
export type Weekday = 1 | 2 | 3 | 4 | 5

export type WeeklyWindow = { weekday: Weekday; start: string; end: string }

/** Everything that decides availability, read from the `booking-settings` global. */
export type BookingRules = {
  timeZone: string
  windows: WeeklyWindow[]
  /** What the booking page offers, in the owner's order: only these can be booked. */
  offered: OfferedService[]
  /**
   * Every key's length, offered or not: appointments of a service no longer offered (or added
   * by the owner) still end and move by it.
   */
  durations: Record<BookingService, number>
  minNoticeHours: number
  horizonDays: number
  bufferMinutes: number
  /** YYYY-MM-DD days without any slot (public holidays, leave). */
  closedDates: string[]
}

/** Slots start every half hour. */
export const SLOT_STEP_MINUTES = 30

export const BOOKING_TIME_ZONE = 'Europe/Paris'

const weekdays: Weekday[] = [1, 2, 3, 4, 5]

/**
 * Bookable hours: Monday to Friday 09:00-12:00 and 14:00-18:00, at least 24 h ahead, at most 60
 * days ahead.
 */
export const defaultBookingRules: BookingRules = {
  timeZone: BOOKING_TIME_ZONE,
  windows: weekdays.flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00' },
    { weekday, start: '14:00', end: '18:00' },
  ]),
  offered: seededServices.map(({ service, minutes, price }) => ({ service, minutes, price })),
  durations: Object.fromEntries(
    bookingServices.map((service) => [service, defaultDurationMinutes(service)]),
  ) as Record<BookingService, number>,
  minNoticeHours: 24,
  horizonDays: 60,
  bufferMinutes: 0,
  closedDates: [],
}

/** Minutes since midnight of an `HH:MM` time, or null when malformed. */
export function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}
