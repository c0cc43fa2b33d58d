import { parseDay } from '@/features/booking/calendar-day'
import type { BookingService } from '@/features/booking/services'

export const stepKeys = ['service', 'date', 'time', 'details'] as const
export type StepKey = (typeof stepKeys)[number]

export type BookingSearch = { service?: string; date?: string; time?: string; month?: string }

/** Where a visitor is in the flow, from the query string alone (so it works without JavaScript). */
export type BookingPosition =
  | { step: 'service' }
  | { step: 'date'; service: BookingService; date?: string }
  | { step: 'time'; service: BookingService; date: string }
  | { step: 'details'; service: BookingService; date: string; start: Date }

/**
 * A service that is not offered (any more: links in old e-mails and pages keep theirs) starts the
 * flow over, with nothing chosen.
 */
export function positionOf(
  search: BookingSearch,
  offered: readonly BookingService[],
): BookingPosition {
  const service = offered.find((candidate) => candidate === search.service)
  if (!service) return { step: 'service' }
  const date = search.date && parseDay(search.date) ? search.date : undefined
  if (!date) return { step: 'date', service, date: search.date }
  const start = search.time ? new Date(search.time) : null
  if (!start || Number.isNaN(start.getTime())) return { step: 'time', service, date }
  return { step: 'details', service, date, start }
}

/** A query string of the flow, dropping empty values. */
export function flowHref(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString()
  return query ? `${base}?${query}` : base
}
