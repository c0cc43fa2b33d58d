/**
 * The booking service keys, the free
 * consultation first. Labels live in the `booking.services` messages.
 */
export const bookingServices = [
  'consultation-gratuite',
  'audit-technique',
  'consultation',
  'audit',
  'formation',
  'ia',
  'development',
  'strategie-digitale',
  'formation-ia',
  'accompagnement-projet',
] as const

export type BookingService = (typeof bookingServices)[number]

export const FREE_CONSULTATION: BookingService = 'consultation-gratuite'

export function isBookingService(value: unknown): value is BookingService {
  return typeof value === 'string' && (bookingServices as readonly string[]).includes(value)
}

/** 30 minutes for the free consultation, 60 for the other services. */
export function defaultDurationMinutes(service: BookingService): number {
  return service === FREE_CONSULTATION ? 30 : 60
}
