import { site, type SiteContact } from '@/config/site'
import {
  defaultSiteFigures,
  siteFigures,
  type SiteFigures,
  type StoredFigures,
} from '@/features/site-settings/site-figures'

/**
 * Everything of the `site-settings` global the public pages and documents print: the site name,
 * the contact details, claims, address and price list. Content modules that print any of the
 * contact details (the legal documents, the PDFs) take this whole object, so an edit in the back
 * office reaches them without a rebuild.
 */
export type PublicSiteSettings = SiteContact & SiteFigures & { siteName: string }

/** The constants of `src/config/site.ts`: the seed of the global and the fallback of each field. */
export const defaultSiteSettings: PublicSiteSettings = {
  siteName: site.name,
  email: site.email,
  phone: site.phone,
  whatsapp: site.whatsapp,
  linkedin: site.linkedin,
  ...defaultSiteFigures,
}

/** What the global stores: a field may be missing or empty on a row written before it existed. */
export type StoredSettings = StoredFigures & {
  [K in keyof SiteContact | 'siteName']?: string | null
}

/** The stored settings, each empty contact field falling back to its constant on its own. */
export function publicSiteSettings(stored: StoredSettings): PublicSiteSettings {
  return {
    siteName: stored.siteName || site.name,
    email: stored.email || site.email,
    phone: stored.phone || site.phone,
    whatsapp: stored.whatsapp || site.whatsapp,
    linkedin: stored.linkedin || site.linkedin,
    ...siteFigures(stored),
  }
}
