import { site, type SiteContact } from '@/config/site'
import {
  defaultLegalIdentity,
  legalIdentity,
  type LegalIdentity,
  type StoredLegalIdentity,
} from '@/features/site-settings/legal-identity'
import {
  defaultSiteFigures,
  siteFigures,
  type SiteFigures,
  type StoredFigures,
} from '@/features/site-settings/site-figures'
import {
  defaultOwnerBio,
  defaultOwnerRole,
  ownerProfile,
  type OwnerProfile,
  type StoredOwner,
} from '@/features/site-settings/owner-profile'
import { siteLogo, type SiteLogo, type StoredLogo } from '@/features/site-settings/site-logo'

/**
 * Everything of the `site-settings` global the public pages, documents and e-mails print: the
 * site name and logo, the contact details, claims, address, price list and the business's legal
 * identity. Content modules that print any of them (the legal documents, the PDFs) take this
 * whole object, so an edit in the back office reaches them without a rebuild.
 */
export type PublicSiteSettings = SiteContact &
  SiteFigures & {
    siteName: string
    logo: SiteLogo | null
    legal: LegalIdentity
    owner: OwnerProfile
    /** Articles show their view count from this many views. */
    viewsShownFrom: number
  }

/** Below this many views an article's count would say "new", not "read". */
export const DEFAULT_VIEWS_SHOWN_FROM = 100

/** The constants of `src/config/site.ts`: the seed of the global and the fallback of each field. */
export const defaultSiteSettings: PublicSiteSettings = {
  siteName: site.name,
  logo: null,
  email: site.email,
  phone: site.phone,
  whatsapp: site.whatsapp,
  linkedin: site.linkedin,
  ...defaultSiteFigures,
  legal: defaultLegalIdentity,
  owner: {
    name: null,
    role: defaultOwnerRole,
    bio: defaultOwnerBio,
    portrait: null,
    linkedin: site.linkedin,
  },
  viewsShownFrom: DEFAULT_VIEWS_SHOWN_FROM,
}

/** What the global stores: a field may be missing or empty on a row written before it existed. */
export type StoredSettings = StoredFigures & {
  [K in keyof SiteContact | 'siteName']?: string | null
} & {
  logo?: StoredLogo
  legal?: StoredLegalIdentity
  owner?: StoredOwner
  blog?: { viewsShownFrom?: number | null } | null
}

/** The stored settings, each empty field falling back to its constant on its own. */
export function publicSiteSettings(stored: StoredSettings): PublicSiteSettings {
  const siteName = stored.siteName || site.name
  const linkedin = stored.linkedin || site.linkedin
  const viewsShownFrom = stored.blog?.viewsShownFrom
  return {
    siteName,
    logo: siteLogo(stored.logo),
    email: stored.email || site.email,
    phone: stored.phone || site.phone,
    whatsapp: stored.whatsapp || site.whatsapp,
    linkedin,
    ...siteFigures(stored),
    legal: legalIdentity(stored.legal),
    owner: ownerProfile(stored.owner, { siteName, linkedin }),
    viewsShownFrom:
      typeof viewsShownFrom === 'number' && viewsShownFrom >= 0
        ? viewsShownFrom
        : DEFAULT_VIEWS_SHOWN_FROM,
  }
}
