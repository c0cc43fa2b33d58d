import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { readSiteSettings } from '@/features/site-settings/read-site-settings'

export const SITE_SETTINGS_TAG = 'site-settings'

/**
 * Cached until an admin edits the global (its hook expires the tag) or replaces or deletes the
 * logo's image (the media hooks expire it too). Every page that calls it carries the tag, which
 * is how an edit reaches the pages without a rebuild.
 */
export const getSiteSettings = unstable_cache(
  async (): Promise<PublicSiteSettings> =>
    readSiteSettings(await getPayload({ config: configPromise })),
  // The key names the shape: a data cache kept from an older build must not answer without the
  // figures, the legal identity or the logo.
  ['site-settings', 'figures', 'legal-identity', 'logo', 'owner'],
  { tags: [SITE_SETTINGS_TAG] },
)
