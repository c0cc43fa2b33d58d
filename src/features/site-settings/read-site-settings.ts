import type { Payload, PayloadRequest } from 'payload'

import {
  publicSiteSettings,
  type PublicSiteSettings,
} from '@/features/site-settings/public-settings'

/**
 * The `site-settings` global read now, each empty field falling back to `src/config/site.ts`.
 * Pages go through the cached `getSiteSettings`; code outside a page render (Payload endpoints,
 * jobs, e-mails, tests) reads here with the Payload it already holds. `req` joins the read to a
 * hook's transaction, where the caller has one.
 */
export async function readSiteSettings(
  payload: Payload,
  req?: PayloadRequest,
): Promise<PublicSiteSettings> {
  // Depth 1 for the logo's and the portrait's file; every language at once for the owner's
  // role and bio, so that one cached read serves both languages' pages.
  const doc = await payload.findGlobal({
    slug: 'site-settings',
    depth: 1,
    locale: 'all',
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return publicSiteSettings(doc)
}

/**
 * The site name as e-mails, calendar files and the back office sign with it. Read on each call:
 * these run outside a page render, where no cache would hear of an edit.
 */
export async function readSiteName(payload: Payload, req?: PayloadRequest): Promise<string> {
  return (await readSiteSettings(payload, req)).siteName
}
