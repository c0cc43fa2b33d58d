import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

import { SITE_SETTINGS_TAG } from '@/features/site-settings/get-site-settings'

export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  // Outside a Next.js server (seed, tests) there is no cache to invalidate.
  if (!req.context.skipRevalidate) {
    try {
      revalidateTag(SITE_SETTINGS_TAG, 'max')
    } catch {
      req.payload.logger.debug(
        'Site settings changed outside a Next.js request; no cache to revalidate',
      )
    }
  }
  return doc
}
