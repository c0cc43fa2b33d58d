import type { SeedTag } from '@/features/blog/seed/seed-types'

/** The seeded tags; articles name them by slug. */
export const seedTags: SeedTag[] = [
  {
    slug: 'intelligence-artificielle',
    name: { fr: 'Intelligence artificielle', en: 'Artificial intelligence' },
  },
  { slug: 'automatisation', name: { fr: 'Automatisation', en: 'Automation' } },
  { slug: 'chatbot', name: { fr: 'Chatbot', en: 'Chatbot' } },
  { slug: 'pwa', name: { fr: 'PWA', en: 'PWA' } },
  { slug: 'mobile', name: { fr: 'Mobile', en: 'Mobile' } },
  { slug: 'performance', name: { fr: 'Performance', en: 'Performance' } },
  { slug: 'seo', name: { fr: 'Référencement', en: 'SEO' } },
  { slug: 'conversion', name: { fr: 'Conversion', en: 'Conversion' } },
  { slug: 'budget', name: { fr: 'Budget', en: 'Budget' } },
  { slug: 'rgpd', name: { fr: 'RGPD', en: 'GDPR' } },
  { slug: 'no-code', name: { fr: 'No-code', en: 'No-code' } },
  { slug: 'commerce-local', name: { fr: 'Commerce local', en: 'Local business' } },
]
