/**
 * The closed lists of an SEO record and its related data. The
 * admin's select fields, the record validation and the metadata merge all read them.
 */
export const seoPageTypes = [
  'home',
  'services',
  'service',
  'portfolio',
  'project',
  'blog',
  'article',
  'contact',
  'booking',
  'about',
  'guide',
  'resources',
  'consultation',
  'diagnostic',
  'legal',
  'search',
  'other',
] as const
export type SeoPageType = (typeof seoPageTypes)[number]

export const seoPageTypeLabels: Record<SeoPageType, string> = {
  home: 'Accueil',
  services: 'Liste des services',
  service: 'Page de service',
  portfolio: 'Réalisations',
  project: 'Projet',
  blog: 'Blog',
  article: 'Article',
  contact: 'Contact',
  booking: 'Réservation',
  about: 'À propos',
  guide: 'Guide',
  resources: 'Ressources et FAQ',
  consultation: 'Consultation',
  diagnostic: 'Diagnostic',
  legal: 'Page légale',
  search: 'Recherche',
  other: 'Autre',
}

export const robotsValues = [
  'index, follow',
  'noindex, follow',
  'index, nofollow',
  'noindex, nofollow',
] as const
export type RobotsValue = (typeof robotsValues)[number]

export const seoIntents = ['commercial', 'transactional', 'informational', 'navigational'] as const
export type SeoIntent = (typeof seoIntents)[number]

export const seoIntentLabels: Record<SeoIntent, string> = {
  commercial: 'Commerciale',
  transactional: 'Transactionnelle',
  informational: 'Informationnelle',
  navigational: 'Navigationnelle',
}

/** Home and services commercial, contact transactional, others informational. */
export function defaultIntent(pageType: SeoPageType): SeoIntent {
  if (pageType === 'home' || pageType === 'services' || pageType === 'service') return 'commercial'
  if (pageType === 'contact') return 'transactional'
  return 'informational'
}

export const expertiseLevels = ['beginner', 'intermediate', 'expert'] as const
export const expertiseLevelLabels: Record<(typeof expertiseLevels)[number], string> = {
  beginner: 'Débutant',
  intermediate: 'Intermédiaire',
  expert: 'Expert',
}

export const twitterCards = ['summary_large_image', 'summary'] as const
export type TwitterCard = (typeof twitterCards)[number]

export const schemaTypes = [
  'WebPage',
  'Organization',
  'ProfessionalService',
  'Service',
  'BlogPosting',
  'FAQPage',
  'Person',
  'CreativeWork',
  'ContactPage',
  'AboutPage',
  'CollectionPage',
] as const
