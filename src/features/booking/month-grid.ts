import { addDays, type Day, dayIn, formatDay, isoWeekday } from '@/features/booking/calendar-day'
import type { BookingRules } from '@/features/booking/rules'
import type { BookingService } from '@/features/booking/services'
import { checkDay, daySlots, type Interval } from '@/features/booking/slots'

export type MonthCell = { day: string; bookable: boolean } | null

/** A month as weeks of seven cells (Monday first), each day marked bookable or not. */
export function monthGrid(
  rules: BookingRules,
  month: { year: number; month: number },
  service: BookingService,
  now: Date,
  busy: Interval[],
): MonthCell[][] {
  const first: Day = { year: month.year, month: month.month, day: 1 }
  const cells: MonthCell[] = Array.from({ length: isoWeekday(first) - 1 }, () => null)
  for (let day = first; day.month === month.month; day = addDays(day, 1)) {
    const value = formatDay(day)
    const bookable =
      checkDay(rules, value, now) === 'ok' && daySlots(rules, value, service, now, busy).length > 0
    cells.push({ day: value, bookable })
  }
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** `YYYY-MM` of a month, and the months a visitor may browse (this one to the horizon's). */
export function monthKey({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}`
}

export function browsableMonths(rules: BookingRules, now: Date): string[] {
  const today = dayIn(now, rules.timeZone)
  const last = addDays(today, rules.horizonDays)
  const months: string[] = []
  let cursor = { year: today.year, month: today.month }
  while (monthKey(cursor) <= monthKey(last)) {
    months.push(monthKey(cursor))
    cursor =
      cursor.month === 12
        ? { year: cursor.year + 1, month: 1 }
        : { ...cursor, month: cursor.month + 1 }
  }
  return months
}

export function parseMonth(value: string | undefined): { year: number; month: number } | null {
  const match = value ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value) : null
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null
}
