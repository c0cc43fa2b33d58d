import { siteLogo } from '@/features/site-settings/site-logo'
import type { Locale } from '@/i18n/locales'

/** A localized field read with `locale: 'all'`, or with one locale (then a plain string). */
type StoredWords = string | Partial<Record<Locale, string | null>> | null | undefined

type StoredPortrait =
  | number
  | {
      filename?: string | null
      width?: number | null
      height?: number | null
      alt?: StoredWords
    }
  | null
  | undefined

export type StoredOwner = {
  name?: string | null
  role?: StoredWords
  bio?: StoredWords
  portrait?: StoredPortrait
  linkedin?: string | null
} | null

export type OwnerPortrait = {
  src: string
  width: number
  height: number
  alt: Record<Locale, string>
}

/** The person behind the studio, as the pages show them. */
export type OwnerProfile = {
  /** Null until the owner gives it: the pages then sign with the site name. */
  name: string | null
  role: Record<Locale, string>
  bio: Record<Locale, string>
  portrait: OwnerPortrait | null
  linkedin: string
}

/** What the pages say until the owner writes their own. */
export const defaultOwnerRole: Record<Locale, string> = {
  fr: 'Développeur web et IA indépendant',
  en: 'Independent web and AI developer',
}

export const defaultOwnerBio: Record<Locale, string> = {
  fr: 'Je conçois des sites, des applications web et des outils d’IA pour les petites entreprises, de l’audit à la mise en ligne, sans intermédiaire : vous parlez à la personne qui écrit le code.',
  en: 'I build websites, web apps and AI tools for small businesses, from the audit to the launch, with no middleman: you talk to the person who writes the code.',
}

function words(stored: StoredWords, fallback: Record<Locale, string>): Record<Locale, string> {
  if (typeof stored === 'string') return { fr: stored || fallback.fr, en: stored || fallback.en }
  return { fr: stored?.fr?.trim() || fallback.fr, en: stored?.en?.trim() || fallback.en }
}

/** Built as the logo is (the same upload, the same path), with its alt text in both languages. */
function portrait(stored: StoredPortrait, name: string): OwnerPortrait | null {
  const image = siteLogo(stored)
  if (!image || !stored || typeof stored === 'number') return null
  const alt = words(stored.alt, { fr: `Portrait de ${name}`, en: `Portrait of ${name}` })
  return { ...image, alt }
}

/** The stored profile, each empty field falling back on its own. */
export function ownerProfile(
  stored: StoredOwner | undefined,
  site: { siteName: string; linkedin: string },
): OwnerProfile {
  const name = stored?.name?.trim() || null
  return {
    name,
    role: words(stored?.role, defaultOwnerRole),
    bio: words(stored?.bio, defaultOwnerBio),
    portrait: portrait(stored?.portrait, name ?? site.siteName),
    linkedin: stored?.linkedin?.trim() || site.linkedin,
  }
}

/** The name a byline or a card shows: the owner's, or the site's until they give theirs. */
export function ownerDisplayName(owner: OwnerProfile, siteName: string): string {
  return owner.name ?? siteName
}
