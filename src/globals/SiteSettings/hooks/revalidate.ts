import type { GlobalAfterChangeHook } from 'payload'

import { expireCacheTag } from '@/collections/revalidate-tag'
import { SITE_SETTINGS_TAG } from '@/features/site-settings/get-site-settings'

/**
 * Every public page reads the settings through the shell (name, logo, contact details) and the
 * layout's title template, and the pages printing claims, the address, prices or the legal
 * identity (legal notices, privacy policy, terms) read them too, like the web app manifest: each
 * cache entry carries the tag, so expiring it refreshes every page of both languages. Immediately,
 * not stale-while-revalidate: a visitor must not be quoted an old price or registration number
 * once the owner has changed it.
 */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  expireCacheTag(req, SITE_SETTINGS_TAG)
  return doc
}
