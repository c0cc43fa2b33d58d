import path from 'node:path'

import type { Payload, RequestContext } from 'payload'

import { uploadSeedImage } from '@/features/seed/seed-media'
import {
  seedTestimonialData,
  type SeedTestimonial,
} from '@/features/testimonials/seed/seed-testimonial-data'

/** The committed monograms (made by draw-logos.mjs), read from the app root. */
export const seedLogosDirectory = () =>
  path.resolve(process.cwd(), 'src/features/testimonials/seed')

// Seeding runs outside a page request: there is no cache to expire yet.
const context: RequestContext = { skipRevalidate: true }

async function createTestimonial(payload: Payload, item: SeedTestimonial): Promise<void> {
  const image = await uploadSeedImage(
    payload,
    path.join(seedLogosDirectory(), `${item.logo}.webp`),
    { fr: item.fr.company, en: item.en.company },
  )
  const created = await payload.create({
    collection: 'testimonials',
    locale: 'fr',
    data: {
      _status: 'published',
      pages: item.pages,
      position: item.position,
      sample: true,
      rating: item.rating,
      image,
      imageKind: 'logo',
      ...item.fr,
    },
    overrideAccess: true,
    context,
  })
  await payload.update({
    collection: 'testimonials',
    id: created.id,
    locale: 'en',
    data: { _status: 'published', ...item.en },
    overrideAccess: true,
    context,
  })
}

/**
 * Creates the sample testimonials and their logos when the collection is empty, so a restart
 * never duplicates them and the owner's edits and deletions stay.
 */
export async function seedTestimonials(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'testimonials', overrideAccess: true })
  if (totalDocs > 0) return
  for (const item of seedTestimonialData) await createTestimonial(payload, item)
}
