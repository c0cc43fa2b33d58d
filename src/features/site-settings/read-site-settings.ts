import type { Payload } from 'payload'

import {
  publicSiteSettings,
  type PublicSiteSettings,
} from '@/features/site-settings/public-settings'

/**
 * The `site-settings` global read now, each empty field falling back to `src/config/site.ts`.
 * Pages go through the cached `getSiteSettings`; code outside a page render (Payload endpoints,
 * jobs, tests) reads here with the Payload it already holds.
 */
export async function readSiteSettings(payload: Payload): Promise<PublicSiteSettings> {
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return publicSiteSettings(doc)
}
