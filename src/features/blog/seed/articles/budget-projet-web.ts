import type { SeedArticle } from '@/features/blog/seed/seed-types'

export const seedArticle: SeedArticle = {
  translationKey: 'budget-projet-web',
  category: 'strategy',
  tags: ['budget', 'conversion'],
  publishedAt: '2026-07-07T07:15:00.000Z',
  versions: {
    fr: {
      slug: 'budget-projet-web-2026',
      title: 'Quel budget pour votre projet web en 2026 ?',
      excerpt:
        'Site vitrine, PWA, application métier, intégration d’IA : les fourchettes de prix réalistes, ce qui les fait varier et comment préparer une demande de devis utile.',
      metaTitle: 'Budget d’un projet web en 2026 : les vrais prix',
      metaDescription:
        'Combien coûte un site, une PWA ou une application web en 2026 ? Fourchettes réalistes, postes de coût, coûts cachés et conseils pour un devis comparable.',
      metaKeywords: [
        'budget site web',
        'prix application web',
        'coût PWA',
        'devis développeur',
        '2026',
      ],
    },
    en: {
      slug: 'web-project-budget-2026',
      title: 'How much should you budget for a web project in 2026?',
      excerpt:
        'Brochure site, PWA, business application, AI integration: realistic price ranges, what makes them vary and how to prepare a quote request that works.',
      metaTitle: 'Web project budget in 2026: the real prices',
      metaDescription:
        'What does a website, a PWA or a web app cost in 2026? Realistic ranges, cost items, hidden costs and tips to get quotes you can actually compare.',
      metaKeywords: ['website budget', 'web app price', 'PWA cost', 'developer quote', '2026'],
    },
  },
}
