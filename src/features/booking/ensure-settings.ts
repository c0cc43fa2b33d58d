import type { Payload } from 'payload'

import { seededRows, seededServices } from '@/features/booking/service-seed'
import { holidaysToFill } from '@/features/booking/settings-doc'
import type { BookingSetting } from '@/payload-types'

const slug = 'booking-settings'

/**
 * A fresh database's settings: the defaults, with the services' lines in both languages. A write
 * stores one language, so the English lines go onto the rows the French write created.
 */
async function seedBookingSettings(payload: Payload): Promise<BookingSetting> {
  const common = { slug, overrideAccess: true, context: { skipRevalidate: true } } as const
  const french = await payload.updateGlobal({
    ...common,
    locale: 'fr',
    data: { services: seededRows('fr') },
  })
  return payload.updateGlobal({
    ...common,
    locale: 'en',
    data: {
      services: (french.services ?? []).map((row) => ({
        ...row,
        description:
          seededServices.find((seeded) => seeded.service === row.service)?.line.en ??
          row.description,
      })),
    },
  })
}

/**
 * At start-up: a fresh database gets the seeded settings, and the French public holidays of this
 * year and the next join the closed days once (a holiday the owner removes stays removed).
 */
export async function ensureBookingSettings(payload: Payload, now = new Date()): Promise<void> {
  const found = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
  const doc = found.updatedAt ? found : await seedBookingSettings(payload)
  const fill = holidaysToFill(doc, now)
  if (!fill) return
  await payload.updateGlobal({
    slug,
    data: {
      closedDates: [
        ...(doc.closedDates ?? []).map(({ date, label }) => ({ date, label })),
        ...fill.rows,
      ],
      holidaysFilledThrough: fill.through,
    },
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
}
