import type { Payload } from 'payload'

/** The first time the seeded availability offers on the n-th bookable day (1 is the next). */
export async function freeSlot(payload: Payload, nthDay = 1): Promise<string> {
  const { readBookingRules } = await import('@/features/booking/queries/booking-rules')
  const { daySlots, nextDayWithSlots } = await import('@/features/booking/slots')
  const rules = await readBookingRules(payload)
  const now = new Date()
  let day = ''
  for (let i = 0; i < nthDay; i += 1)
    day = nextDayWithSlots(rules, day, 'consultation-gratuite', now, []) ?? ''
  return daySlots(rules, day, 'consultation-gratuite', now, [])[0]!.start.toISOString()
}
