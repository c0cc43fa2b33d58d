import {
  type BookingService,
  defaultDurationMinutes,
  FREE_CONSULTATION,
  isBookingService,
} from '@/features/booking/services'

/** A service the booking page offers: its length, and its price in euros (null: free). */
export type OfferedService = { service: BookingService; minutes: number; price: number | null }

/** An offered service as the service step shows it, with its line in the page's language. */
export type ServiceChoice = OfferedService & { line: string }

/** A row of the settings' services, as Payload reads it in one language. */
export type ServiceRow = {
  service?: string | null
  minutes?: number | null
  price?: number | null
  description?: string | null
}

/** With nothing usable in the settings the page still offers a way to talk: the free call. */
const fallback: ServiceChoice = {
  service: FREE_CONSULTATION,
  minutes: defaultDurationMinutes(FREE_CONSULTATION),
  price: null,
  line: '',
}

const isPositive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0

/**
 * The owner's rows in the owner's order. A key repeated keeps its first row (the admin refuses
 * repeats, older rows may have them); a price of nothing or 0 is free.
 */
export function serviceChoices(rows: readonly ServiceRow[] | null | undefined): ServiceChoice[] {
  const seen = new Set<BookingService>()
  const choices = (rows ?? []).flatMap((row): ServiceChoice[] => {
    const { service, minutes } = row
    if (!isBookingService(service) || seen.has(service) || !isPositive(minutes)) return []
    seen.add(service)
    const price = isPositive(row.price) ? row.price : null
    return [{ service, minutes, price, line: row.description?.trim() ?? '' }]
  })
  return choices.length ? choices : [fallback]
}

/** The offered service a posted or linked value names, if it is one. */
export function offeredService(
  offered: readonly OfferedService[],
  value: unknown,
): OfferedService | undefined {
  return offered.find((entry) => entry.service === value)
}
