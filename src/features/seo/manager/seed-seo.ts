import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

/**
 * SEO records of the main pages, seeded on a new site. Titles and descriptions stay empty so
 * the pages' own texts apply until the owner writes better ones; the records carry what the
 * pages cannot guess: page type, keywords and the AI optimization hints.
 */
const records: RequiredDataFromCollectionSlug<'seo-pages'>[] = [
  {
    url: '/',
    page_type: 'home',
    meta_keywords: [
      'développeur web freelance',
      'applications web',
      'intelligence artificielle',
      'PWA',
      'PME',
    ],
    ai_optimization: {
      enable_ai_optimization: true,
      expertise_level: 'expert',
      intent: 'commercial',
      topics: ['applications web sur mesure', 'intégration IA', 'PWA'],
      entities: ['PME', 'Next.js', 'React'],
      trust_signals: ['devis gratuit', 'consultation offerte'],
    },
  },
  {
    url: '/services',
    page_type: 'services',
    meta_keywords: [
      'audit technique',
      'PWA',
      'application web sur mesure',
      'intégration IA',
      'formation',
    ],
    ai_optimization: {
      enable_ai_optimization: true,
      expertise_level: 'expert',
      intent: 'commercial',
    },
  },
  {
    url: '/contact',
    page_type: 'contact',
    meta_keywords: ['devis', 'contact développeur'],
    ai_optimization: { enable_ai_optimization: true, intent: 'transactional' },
  },
  { url: '/fr/realisations', page_type: 'portfolio', meta_keywords: ['portfolio', 'réalisations'] },
  { url: '/en/portfolio', page_type: 'portfolio', meta_keywords: ['portfolio', 'case studies'] },
  { url: '/blog', page_type: 'blog', meta_keywords: ['blog', 'IA', 'développement web'] },
  {
    url: '/fr/reservation',
    page_type: 'booking',
    meta_keywords: ['consultation gratuite', 'rendez-vous'],
  },
  { url: '/en/booking', page_type: 'booking', meta_keywords: ['free consultation', 'booking'] },
]

/** Creates the records once, when the collection is empty: the owner's edits are kept. */
export async function seedSeoPages(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'seo-pages', overrideAccess: true })
  if (totalDocs > 0) return
  for (const data of records) {
    await payload.create({
      collection: 'seo-pages',
      data,
      context: { skipRevalidate: true },
      overrideAccess: true,
    })
  }
}
