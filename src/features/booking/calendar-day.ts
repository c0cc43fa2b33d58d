import { TZDate } from '@date-fns/tz'

/** A calendar day `YYYY-MM-DD`, checked to exist (no 31 February). */
export type Day = { year: number; month: number; day: number }

export function parseDay(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

export function formatDay({ year, month, day }: Day): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** ISO weekday of a calendar day: 1 Monday ... 7 Sunday. */
export function isoWeekday({ year, month, day }: Day): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7
}

export function addDays(value: Day, days: number): Day {
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day + days))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

/** The calendar day an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): Day {
  const zoned = new TZDate(instant.getTime(), timeZone)
  return { year: zoned.getFullYear(), month: zoned.getMonth() + 1, day: zoned.getDate() }
}

/** The instant of a wall-clock time on a day in a time zone (daylight saving included). */
export function wallTime(day: Day, minutes: number, timeZone: string): Date {
  const zoned = new TZDate(
    day.year,
    day.month - 1,
    day.day,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  )
  return new Date(zoned.getTime())
}

/** True for a valid IANA time zone name (what `Intl` accepts). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}
