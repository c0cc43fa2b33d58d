import { site } from '@/config/site'
import type { Locale } from '@/i18n/locales'

/** The byline of articles written by the studio, used when an article names no other author. */
export const defaultAuthor: Record<Locale, { name: string; bio: string }> = {
  fr: {
    name: site.name,
    bio: `Développeur web et IA indépendant depuis ${site.claims.years} ans, j’accompagne les petites entreprises : sites et applications web, PWA, automatisation et intégration de l’intelligence artificielle, avec des conseils concrets et des prix annoncés.`,
  },
  en: {
    name: site.name,
    bio: `Independent web and AI developer for ${site.claims.years} years, I help small businesses with websites and web apps, PWAs, automation and AI integration, with practical advice and upfront prices.`,
  },
}
