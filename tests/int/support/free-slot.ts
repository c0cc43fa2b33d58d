import type { Payload } from 'payload'

/**
 * How long a slot from `freeSlot` stays bookable at least. The first bookable day's earliest
 * time can sit a few seconds past the 24-hour notice, and a test may submit its slot minutes
 * later (a suite prepares it once, before all its tests): it is chosen as if this much later.
 */
const STILL_FREE_FOR_MS = 60 * 60_000

/** The first time the seeded availability offers on the n-th bookable day (1 is the next). */
export async function freeSlot(payload: Payload, nthDay = 1): Promise<string> {
  const { readBookingRules } = await import('@/features/booking/queries/booking-rules')
  const { daySlots, nextDayWithSlots } = await import('@/features/booking/slots')
  const rules = await readBookingRules(payload)
  const now = new Date(Date.now() + STILL_FREE_FOR_MS)
  let day = ''
  for (let i = 0; i < nthDay; i += 1)
    day = nextDayWithSlots(rules, day, 'consultation-gratuite', now, []) ?? ''
  return daySlots(rules, day, 'consultation-gratuite', now, [])[0]!.start.toISOString()
}
