import type { Payload } from 'payload'

import { site, type SiteContact } from '@/config/site'
import { siteFigures, type SiteFigures } from '@/features/site-settings/site-figures'

/** Contact details, claims, address and price list, as the public pages print them. */
export type PublicSiteSettings = SiteContact & SiteFigures & { siteName: string }

/**
 * The `site-settings` global read now, each empty field falling back to `src/config/site.ts`.
 * Pages go through the cached `getSiteSettings`; code outside a page render (Payload endpoints,
 * jobs, tests) reads here with the Payload it already holds.
 */
export async function readSiteSettings(payload: Payload): Promise<PublicSiteSettings> {
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    siteName: doc.siteName || site.name,
    email: doc.email || site.email,
    phone: doc.phone || site.phone,
    whatsapp: doc.whatsapp || site.whatsapp,
    linkedin: doc.linkedin || site.linkedin,
    ...siteFigures(doc),
  }
}
