import { frenchPublicHolidays } from '@/features/booking/holidays'
import { type BookingRules, defaultBookingRules, type Weekday } from '@/features/booking/rules'
import { serviceChoices } from '@/features/booking/offered-services'
import type { BookingSetting } from '@/payload-types'

const isWeekday = (value: number): value is Weekday => value >= 1 && value <= 5

/**
 * The rules from the global's document. Empty lists fall back to the defaults (no service at
 * all: the free consultation), and the public holidays of years the start-up has not filled in
 * yet are closed anyway.
 */
export function rulesFromSettings(doc: Partial<BookingSetting>, now: Date): BookingRules {
  const windows = (doc.windows ?? []).flatMap((row) => {
    const weekday = Number(row.weekday)
    return isWeekday(weekday) ? [{ weekday, start: row.start, end: row.end }] : []
  })
  const offered = serviceChoices(doc.services).map(({ service, minutes, price }) => ({
    service,
    minutes,
    price,
  }))
  const durations = { ...defaultBookingRules.durations }
  for (const { service, minutes } of offered) durations[service] = minutes
  const filled = doc.holidaysFilledThrough ?? 0
  const year = now.getUTCFullYear()
  const unfilled = [year, year + 1]
    .filter((candidate) => candidate > filled)
    .flatMap((candidate) => frenchPublicHolidays(candidate).map((holiday) => holiday.date))
  return {
    timeZone: doc.timeZone || defaultBookingRules.timeZone,
    windows: windows.length ? windows : defaultBookingRules.windows,
    offered,
    durations,
    minNoticeHours: doc.minNoticeHours ?? defaultBookingRules.minNoticeHours,
    horizonDays: doc.horizonDays ?? defaultBookingRules.horizonDays,
    bufferMinutes: Number(doc.bufferMinutes ?? 0) || 0,
    closedDates: [...(doc.closedDates ?? []).map((row) => row.date), ...unfilled],
  }
}

/** The holidays to add to the closed days so that this year and the next are covered. */
export function holidaysToFill(
  doc: Partial<BookingSetting>,
  now: Date,
): { rows: { date: string; label: string }[]; through: number } | null {
  const year = now.getUTCFullYear()
  const filled = doc.holidaysFilledThrough ?? 0
  if (filled >= year + 1) return null
  const existing = new Set((doc.closedDates ?? []).map((row) => row.date))
  const rows = [year, year + 1]
    .filter((candidate) => candidate > filled)
    .flatMap((candidate) => frenchPublicHolidays(candidate))
    .filter((holiday) => !existing.has(holiday.date))
  return { rows, through: year + 1 }
}
