import { site } from '@/config/site'
import { ownerDisplayName } from '@/features/site-settings/owner-profile'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { typeset } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

const bios: Record<Locale, (years: string) => string> = {
  fr: (years) =>
    `Développeur web et IA indépendant depuis ${years} ans, j’accompagne les petites entreprises : sites et applications web, PWA, automatisation et intégration de l’intelligence artificielle, avec des conseils concrets et des prix annoncés.`,
  en: (years) =>
    `Independent web and AI developer for ${years} years, I help small businesses with websites and web apps, PWAs, automation and AI integration, with practical advice and upfront prices.`,
}

/**
 * The byline of articles written by the studio, used when an article names no other author. It is
 * stored in each article, so it carries the seed's name and years; `shownAuthor` replaces them
 * with the owner's profile when the page is shown.
 */
export const defaultAuthor: Record<Locale, { name: string; bio: string }> = {
  fr: { name: site.name, bio: bios.fr(String(site.claims.years)) },
  en: { name: site.name, bio: bios.en(String(site.claims.years)) },
}

/** A default bio, whatever year count it was stored with. */
function isDefaultBio(bio: string, language: Locale): boolean {
  const [before = '', after = ''] = bios[language]('\u0000').split('\u0000')
  const middle = bio.slice(before.length, bio.length - after.length)
  return (
    bio.length > before.length + after.length &&
    bio.startsWith(before) &&
    bio.endsWith(after) &&
    /^\d+$/.test(middle)
  )
}

/** What the byline and the author card show. */
export type ShownAuthor = { name: string; bio: string; avatar: string | null; linkedin: string }

/**
 * An article signed with the studio's default byline (stored with the seed's name, or the site's
 * or the owner's current name) is the owner's: it shows their name, face, bio and LinkedIn from
 * the settings, so a change of profile reaches every article. A bio written for that article
 * stays; an author the owner named stays exactly as written, with the site's LinkedIn.
 */
export function shownAuthor(
  stored: { name: string; bio: string },
  language: Locale,
  settings: Pick<PublicSiteSettings, 'siteName' | 'linkedin' | 'owner'>,
): ShownAuthor {
  const { owner } = settings
  const byOwner = !stored.name || [site.name, settings.siteName, owner.name].includes(stored.name)
  if (!byOwner) return { ...stored, avatar: null, linkedin: settings.linkedin }
  const ownBio = stored.bio && !isDefaultBio(stored.bio, language)
  return {
    name: ownerDisplayName(owner, settings.siteName),
    bio: typeset(ownBio ? stored.bio : owner.bio[language], language),
    avatar: owner.portrait?.src ?? null,
    linkedin: owner.linkedin,
  }
}
