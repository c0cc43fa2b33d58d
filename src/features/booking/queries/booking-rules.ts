import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload, type PayloadRequest } from 'payload'

import type { BookingRules } from '@/features/booking/rules'
import { rulesFromSettings } from '@/features/booking/settings-doc'

export const BOOKING_SETTINGS_TAG = 'booking-settings'

/** `req` keeps the read inside a hook's transaction (no second pooled connection). */
export async function readBookingRules(
  payload: Payload,
  now = new Date(),
  req?: PayloadRequest,
): Promise<BookingRules> {
  const doc = await payload.findGlobal({
    slug: 'booking-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  return rulesFromSettings(doc, now)
}

/** Cached until the owner edits the settings (the global's hook revalidates the tag). */
export const getBookingRules = unstable_cache(
  async (): Promise<BookingRules> => readBookingRules(await getPayload({ config: configPromise })),
  ['booking-rules'],
  { tags: [BOOKING_SETTINGS_TAG], revalidate: 3600 },
)
