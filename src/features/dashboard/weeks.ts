import { TZDate } from '@date-fns/tz'
import { addDays, format, startOfWeek } from 'date-fns'

export const DASHBOARD_WEEKS = 12
const ZONE = 'Europe/Paris'

export type Week = { label: string; start: Date; end: Date }

/**
 * The last `count` weeks, oldest first, each from Monday 00:00 to the next Monday 00:00 in the
 * business's time zone (the current week is the last one, still running).
 */
export function lastWeeks(now: Date, count = DASHBOARD_WEEKS): Week[] {
  const thisMonday = startOfWeek(new TZDate(now, ZONE), { weekStartsOn: 1 })
  return Array.from({ length: count }, (_, i) => {
    const start = addDays(thisMonday, (i - count + 1) * 7)
    const end = addDays(start, 7)
    return {
      label: format(start, 'dd/MM'),
      start: new Date(start.getTime()),
      end: new Date(end.getTime()),
    }
  })
}

/** Today and the coming seven days in the business's time zone: [today 00:00, +1 day, +8 days). */
export function dayRanges(now: Date): { todayStart: Date; todayEnd: Date; weekEnd: Date } {
  const zoned = new TZDate(now, ZONE)
  const todayStart = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate(), ZONE)
  return {
    todayStart: new Date(todayStart.getTime()),
    todayEnd: new Date(addDays(todayStart, 1).getTime()),
    weekEnd: new Date(addDays(todayStart, 8).getTime()),
  }
}
