import { site } from '@/config/site'
import type { Locale } from '@/i18n/locales'

const bios: Record<Locale, (years: string) => string> = {
  fr: (years) =>
    `Développeur web et IA indépendant depuis ${years} ans, j’accompagne les petites entreprises : sites et applications web, PWA, automatisation et intégration de l’intelligence artificielle, avec des conseils concrets et des prix annoncés.`,
  en: (years) =>
    `Independent web and AI developer for ${years} years, I help small businesses with websites and web apps, PWAs, automation and AI integration, with practical advice and upfront prices.`,
}

/**
 * The byline of articles written by the studio, used when an article names no other author. It is
 * stored in each article, so it carries the seed's name and years; `currentAuthorName` and
 * `currentAuthorBio` bring them up to date with the settings when the page is shown.
 */
export const defaultAuthor: Record<Locale, { name: string; bio: string }> = {
  fr: { name: site.name, bio: bios.fr(String(site.claims.years)) },
  en: { name: site.name, bio: bios.en(String(site.claims.years)) },
}

/**
 * The name to show: the studio's default byline, stored with the seed name, is the site name of
 * the settings; an author the owner named stays exactly as written.
 */
export function currentAuthorName(name: string, siteName: string): string {
  return name === site.name ? siteName : name
}

/**
 * The bio to show: the studio's default bio, whatever year count it was stored with, states the
 * years of the settings; a bio the owner wrote stays exactly as written.
 */
export function currentAuthorBio(bio: string, language: Locale, years: number): string {
  const [before = '', after = ''] = bios[language]('\u0000').split('\u0000')
  const middle = bio.slice(before.length, bio.length - after.length)
  const isDefault =
    bio.length > before.length + after.length &&
    bio.startsWith(before) &&
    bio.endsWith(after) &&
    /^\d+$/.test(middle)
  return isDefault ? bios[language](String(years)) : bio
}
