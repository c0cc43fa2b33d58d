import type { Payload } from 'payload'

import { holidaysToFill } from '@/features/booking/settings-doc'

/**
 * At start-up: the French public holidays of this year and the next join the closed days once
 * (a holiday the owner removes stays removed).
 */
export async function ensureBookingSettings(payload: Payload, now = new Date()): Promise<void> {
  const doc = await payload.findGlobal({ slug: 'booking-settings', depth: 0, overrideAccess: true })
  const fill = holidaysToFill(doc, now)
  if (!fill) return
  await payload.updateGlobal({
    slug: 'booking-settings',
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
