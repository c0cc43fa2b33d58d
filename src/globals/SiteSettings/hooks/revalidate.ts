import type { GlobalAfterChangeHook } from 'payload'

import { expireCacheTag } from '@/collections/revalidate-tag'
import { SITE_SETTINGS_TAG } from '@/features/site-settings/get-site-settings'

/**
 * Every public page reads the settings through the shell (name, contact details), and the pages
 * printing claims, address or prices read them too, so each page's cache entry carries the tag:
 * expiring it refreshes every page of both languages. Immediately, not stale-while-revalidate:
 * a visitor must not be quoted an old price once the owner has changed it.
 */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  expireCacheTag(req, SITE_SETTINGS_TAG)
  return doc
}
