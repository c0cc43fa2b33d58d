import type { Payload, RequestContext } from 'payload'

import { seedCategories } from '@/features/blog/seed/seed-categories'
import { seedCtas } from '@/features/blog/seed/seed-ctas'
import { seedTags } from '@/features/blog/seed/seed-tags'

// Seeding runs outside a page request: there is no cache to expire yet.
export const seedContext: RequestContext = { skipRevalidate: true }

/** Creates the four categories; returns their ids by slug. */
export async function seedBlogCategories(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const category of seedCategories) {
    const created = await payload.create({
      collection: 'blog-categories',
      data: { ...category, is_active: true },
      overrideAccess: true,
      context: seedContext,
    })
    ids.set(category.slug, created.id)
  }
  return ids
}

/** Creates the tags with their French and English names; returns their ids by slug. */
export async function seedBlogTags(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const tag of seedTags) {
    const created = await payload.create({
      collection: 'blog-tags',
      locale: 'fr',
      data: { slug: tag.slug, name: tag.name.fr },
      overrideAccess: true,
      context: seedContext,
    })
    await payload.update({
      collection: 'blog-tags',
      id: created.id,
      locale: 'en',
      data: { name: tag.name.en },
      overrideAccess: true,
      context: seedContext,
    })
    ids.set(tag.slug, created.id)
  }
  return ids
}

export async function seedContextualCtas(payload: Payload): Promise<void> {
  for (const cta of seedCtas) {
    await payload.create({
      collection: 'contextual-ctas',
      data: { ...cta, is_active: true },
      overrideAccess: true,
      context: seedContext,
    })
  }
}
