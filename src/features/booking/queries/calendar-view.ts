import type { Payload } from 'payload'

import { dayIn, parseDay } from '@/features/booking/calendar-day'
import { browsableMonths, monthGrid, monthKey, parseMonth } from '@/features/booking/month-grid'
import { allBusy } from '@/features/booking/queries/all-busy'
import type { BookingRules } from '@/features/booking/rules'
import type { BookingService } from '@/features/booking/services'
import { nextDayWithSlots } from '@/features/booking/slots'

const DAY_MS = 86_400_000

/**
 * The month the date step shows (asked for, else the chosen day's, else the first one with a
 * free slot) with its bookable days, and the months around it a visitor may go to.
 */
export async function monthView(
  payload: Payload,
  rules: BookingRules,
  service: BookingService,
  options: { month?: string; selected?: string; exceptId?: number },
  now: Date = new Date(),
) {
  const months = browsableMonths(rules, now)
  const asked = parseMonth(options.month)
  const selectedDay = options.selected ? parseDay(options.selected) : null
  let current = asked && months.includes(monthKey(asked)) ? asked : null
  const horizonEnd = new Date(now.getTime() + (rules.horizonDays + 2) * DAY_MS)
  const busy = await allBusy(payload, now, horizonEnd, options.exceptId)
  if (!current && selectedDay && months.includes(monthKey(selectedDay))) current = selectedDay
  if (!current) {
    const first = nextDayWithSlots(rules, '', service, now, busy)
    current = (first && parseDay(first)) || dayIn(now, rules.timeZone)
  }
  const key = monthKey(current)
  const index = months.indexOf(key)
  return {
    month: key,
    weeks: monthGrid(rules, current, service, now, busy),
    previousMonth: index > 0 ? months[index - 1] : undefined,
    nextMonth: index >= 0 && index < months.length - 1 ? months[index + 1] : undefined,
    busy,
  }
}
