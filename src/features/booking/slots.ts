import {
  addDays,
  type Day,
  dayIn,
  formatDay,
  isoWeekday,
  parseDay,
  wallTime,
} from '@/features/booking/calendar-day'
import { type BookingRules, minutesOf, SLOT_STEP_MINUTES } from '@/features/booking/rules'
import type { BookingService } from '@/features/booking/services'

export type Interval = { start: Date; end: Date }

/**
 * Why a day cannot be booked. `invalid`, `past` and `weekend` are the
 * "Date non valide" cases; `closed` and `beyond` days simply have no slot.
 */
export type DayCheck = 'ok' | 'invalid' | 'past' | 'weekend' | 'closed' | 'beyond'

const MINUTE = 60_000

/** Two intervals held apart by the buffer: true when they would be too close or overlap. */
export function conflicts(slot: Interval, busy: Interval, bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE
  return (
    slot.start.getTime() < busy.end.getTime() + buffer &&
    busy.start.getTime() < slot.end.getTime() + buffer
  )
}

export function checkDay(rules: BookingRules, value: string, now: Date): DayCheck {
  const day = parseDay(value)
  if (!day) return 'invalid'
  const today = formatDay(dayIn(now, rules.timeZone))
  if (value <= today) return 'past'
  if (isoWeekday(day) > 5) return 'weekend'
  if (value > formatDay(addDays(dayIn(now, rules.timeZone), rules.horizonDays))) return 'beyond'
  if (rules.closedDates.includes(value)) return 'closed'
  return 'ok'
}

/**
 * The free slots of one day for one service, in UTC instants: every half hour of the day's
 * windows (wall-clock times in the rules' time zone, so daylight saving moves the UTC times,
 * not the hours), at least the minimum notice ahead, and kept apart from every busy interval by
 * the buffer.
 */
export function daySlots(
  rules: BookingRules,
  value: string,
  service: BookingService,
  now: Date,
  busy: Interval[],
): Interval[] {
  const day = parseDay(value)
  if (!day || checkDay(rules, value, now) !== 'ok') return []
  const duration = rules.durations[service]
  const earliest = now.getTime() + rules.minNoticeHours * 60 * MINUTE
  const weekday = isoWeekday(day)
  const slots: Interval[] = []
  for (const window of rules.windows.filter((entry) => entry.weekday === weekday)) {
    const open = minutesOf(window.start)
    const close = minutesOf(window.end)
    if (open === null || close === null) continue
    for (let start = open; start + duration <= close; start += SLOT_STEP_MINUTES) {
      const slot = {
        start: wallTime(day, start, rules.timeZone),
        end: wallTime(day, start + duration, rules.timeZone),
      }
      if (slot.start.getTime() < earliest) continue
      if (busy.some((interval) => conflicts(slot, interval, rules.bufferMinutes))) continue
      slots.push(slot)
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** The first day after `value` (within the horizon) that still has a free slot, or null. */
export function nextDayWithSlots(
  rules: BookingRules,
  value: string,
  service: BookingService,
  now: Date,
  busy: Interval[],
): string | null {
  const from: Day | null = parseDay(value)
  const start = from ?? dayIn(now, rules.timeZone)
  for (let offset = 1; offset <= rules.horizonDays + 1; offset += 1) {
    const candidate = formatDay(addDays(start, offset))
    if (daySlots(rules, candidate, service, now, busy).length > 0) return candidate
  }
  return null
}

/** True when an instant is exactly one of the day's free slots for that service. */
export function isFreeSlot(
  rules: BookingRules,
  service: BookingService,
  start: Date,
  now: Date,
  busy: Interval[],
): boolean {
  const value = formatDay(dayIn(start, rules.timeZone))
  return daySlots(rules, value, service, now, busy).some(
    (slot) => slot.start.getTime() === start.getTime(),
  )
}
