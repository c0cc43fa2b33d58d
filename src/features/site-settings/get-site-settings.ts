import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { site, type SiteContact } from '@/config/site'

export const SITE_SETTINGS_TAG = 'site-settings'

export type PublicSiteSettings = SiteContact & { siteName: string }

const fallback: PublicSiteSettings = {
  siteName: site.name,
  email: site.email,
  phone: site.phone,
  whatsapp: site.whatsapp,
  linkedin: site.linkedin,
}

/** Cached until an admin edits the global (its hook revalidates the tag). */
export const getSiteSettings = unstable_cache(
  async (): Promise<PublicSiteSettings> => {
    const payload = await getPayload({ config: configPromise })
    const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    return {
      siteName: doc.siteName || fallback.siteName,
      email: doc.email || fallback.email,
      phone: doc.phone || fallback.phone,
      whatsapp: doc.whatsapp || fallback.whatsapp,
      linkedin: doc.linkedin || fallback.linkedin,
    }
  },
  ['site-settings'],
  { tags: [SITE_SETTINGS_TAG] },
)
