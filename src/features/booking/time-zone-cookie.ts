import { isTimeZone } from '@/features/booking/calendar-day'
import { BOOKING_TIME_ZONE } from '@/features/booking/rules'

export const TIME_ZONE_COOKIE = 'booking_tz'

/** The visitor's zone from the cookie, or the business's own when it is missing or unknown. */
export function visitorTimeZone(cookie: string | undefined): string {
  const value = cookie ? decodeURIComponent(cookie) : ''
  return isTimeZone(value) ? value : BOOKING_TIME_ZONE
}
