import type { Payload } from 'payload'

import path from 'node:path'

import { site } from '@/config/site'
import { uploadSeedImage } from '@/features/seed/seed-media'
import { defaultOwnerBio, defaultOwnerRole } from '@/features/site-settings/owner-profile'
import { seedBlog } from '@/features/blog/seed/seed-blog'
import { seedPopups } from '@/features/popups/seed-popups'
import { seedProjects } from '@/features/portfolio/seed/seed-projects'
import { seedSeoPages } from '@/features/seo/manager/seed-seo'
import { seedTestimonials } from '@/features/testimonials/seed/seed-testimonials'

/**
 * Seeds content an empty database needs. Each step checks before writing, so a second start
 * keeps what the owner changed.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedSiteSettings(payload)
  await seedPopups(payload)
  await seedProjects(payload)
  await seedTestimonials(payload)
  await seedBlog(payload)
  await seedSeoPages(payload)
}

async function seedSiteSettings(payload: Payload): Promise<void> {
  const current = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  if (current.updatedAt) return
  // An illustration, not a photo of anyone: the dashboard lists it until the owner sets theirs.
  const portrait = await uploadSeedImage(payload, PORTRAIT, {
    fr: 'Portrait illustré : une personne souriante à lunettes, en pull sombre',
    en: 'Illustrated portrait: a smiling person with glasses, in a dark jumper',
  })
  for (const locale of ['fr', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale,
      data: {
        siteName: site.name,
        email: site.email,
        phone: site.phone,
        whatsapp: site.whatsapp,
        linkedin: site.linkedin,
        owner: { role: defaultOwnerRole[locale], bio: defaultOwnerBio[locale], portrait },
      },
      context: { skipRevalidate: true },
      overrideAccess: true,
    })
  }
}

/** Read from the app root, as the other seed pictures (the image copies the folder). */
const PORTRAIT = path.resolve(process.cwd(), 'src/features/site-settings/seed/owner-portrait.webp')
