import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload, type PayloadRequest } from 'payload'

import { type ServiceChoice, serviceChoices } from '@/features/booking/offered-services'
import type { BookingRules } from '@/features/booking/rules'
import { rulesFromSettings } from '@/features/booking/settings-doc'
import { typeset } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

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

/**
 * The offered services with their lines in the page's language (set in French typography, as
 * everything the owner writes), cached like the rules.
 */
export const getServiceChoices = unstable_cache(
  async (locale: Locale): Promise<ServiceChoice[]> => {
    const payload = await getPayload({ config: configPromise })
    const doc = await payload.findGlobal({
      slug: 'booking-settings',
      depth: 0,
      locale,
      overrideAccess: true,
    })
    return serviceChoices(doc.services).map((choice) => ({
      ...choice,
      line: typeset(choice.line, locale),
    }))
  },
  ['booking-service-choices'],
  { tags: [BOOKING_SETTINGS_TAG], revalidate: 3600 },
)
