import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

import { BOOKING_SETTINGS_TAG } from '@/features/booking/queries/booking-rules'

export const revalidateBookingSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  try {
    revalidateTag(BOOKING_SETTINGS_TAG, 'max')
  } catch {
    // Outside a Next.js server (start-up, tests) there is no cache to invalidate.
    req.payload.logger.debug('Booking settings changed outside a Next.js request')
  }
  return doc
}
