import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { expireCacheTag } from '@/collections/revalidate-tag'
import { SITE_SETTINGS_TAG } from '@/features/site-settings/get-site-settings'
import type { Media } from '@/payload-types'

/**
 * The cached settings hold the logo's file name and size: replacing the logo's file must reach
 * the header and structured data of every page, like an edit of the settings themselves. Any
 * other image leaves the pages' settings alone, so uploading a blog picture does not expire
 * every page of the site.
 */
export const expireSettingsForLogo: CollectionAfterChangeHook<Media> = async ({
  doc,
  operation,
  req,
}) => {
  // A new image cannot be the logo yet: choosing it is an edit of the settings.
  if (operation === 'create' || req.context.skipRevalidate) return doc
  const settings = await req.payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const logo = typeof settings.logo === 'object' ? settings.logo?.id : settings.logo
  if (logo === doc.id) expireCacheTag(req, SITE_SETTINGS_TAG)
  return doc
}

/**
 * A deleted image is unlinked from the settings by the database, which says nothing of it
 * afterwards: deletions are rare, so any one expires the settings rather than leave a page
 * pointing at a missing logo.
 */
export const expireSettingsOnDelete: CollectionAfterDeleteHook<Media> = ({ doc, req }) => {
  expireCacheTag(req, SITE_SETTINGS_TAG)
  return doc
}
