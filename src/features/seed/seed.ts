import type { Payload } from 'payload'

import { site } from '@/config/site'
import { seedBlog } from '@/features/blog/seed/seed-blog'
import { seedPopups } from '@/features/popups/seed-popups'
import { seedProjects } from '@/features/portfolio/seed/seed-projects'
import { seedSeoPages } from '@/features/seo/manager/seed-seo'

/**
 * Seeds content an empty database needs. Each step checks before writing, so a second start
 * keeps what the owner changed.
 */
export async function seed(payload: Payload): Promise<void> {
  await seedSiteSettings(payload)
  await seedPopups(payload)
  await seedProjects(payload)
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
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      siteName: site.name,
      email: site.email,
      phone: site.phone,
      whatsapp: site.whatsapp,
      linkedin: site.linkedin,
    },
    context: { skipRevalidate: true },
    overrideAccess: true,
  })
}
