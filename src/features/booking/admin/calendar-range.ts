import { addDays, type Day, formatDay, isoWeekday, parseDay } from '@/features/booking/calendar-day'

export type CalendarMode = 'month' | 'week'

export type CalendarRange = {
  mode: CalendarMode
  /** The days shown, whole weeks from Monday. */
  days: string[]
  /** The first day of the month shown (month mode), or the Monday (week mode). */
  anchor: string
  /** The day asked for (or today): switching between month and week keeps it in view. */
  focus: string
  previous: string
  next: string
}

const mondayOf = (day: Day) => addDays(day, 1 - isoWeekday(day))

/** The days of the admin calendar around a date: its month in whole weeks, or its week. */
export function calendarRange(
  mode: CalendarMode,
  value: string | undefined,
  today: Day,
): CalendarRange {
  const focus = (value && parseDay(value)) || today
  if (mode === 'week') {
    const monday = mondayOf(focus)
    return {
      mode,
      days: Array.from({ length: 7 }, (_, i) => formatDay(addDays(monday, i))),
      anchor: formatDay(monday),
      focus: formatDay(focus),
      previous: formatDay(addDays(monday, -7)),
      next: formatDay(addDays(monday, 7)),
    }
  }
  const first: Day = { ...focus, day: 1 }
  const start = mondayOf(first)
  const nextMonth: Day =
    first.month === 12
      ? { year: first.year + 1, month: 1, day: 1 }
      : { ...first, month: first.month + 1 }
  const previousMonth: Day =
    first.month === 1
      ? { year: first.year - 1, month: 12, day: 1 }
      : { ...first, month: first.month - 1 }
  const days: string[] = []
  for (
    let day = start;
    formatDay(day) < formatDay(nextMonth) || isoWeekday(day) !== 1;
    day = addDays(day, 1)
  ) {
    days.push(formatDay(day))
  }
  return {
    mode,
    days,
    anchor: formatDay(first),
    focus: formatDay(focus),
    previous: formatDay(previousMonth),
    next: formatDay(nextMonth),
  }
}
