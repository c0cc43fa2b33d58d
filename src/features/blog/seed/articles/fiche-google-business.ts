import type { SeedArticle } from '@/features/blog/seed/seed-types'

export const seedArticle: SeedArticle = {
  translationKey: 'fiche-google-business',
  category: 'tutorial',
  tags: ['seo', 'commerce-local'],
  publishedAt: '2026-11-03T07:00:00.000Z',
  versions: {
    fr: {
      slug: 'optimiser-fiche-google-business-profile',
      title: 'Optimiser sa fiche Google Business Profile en 6 étapes',
      excerpt:
        'Catégories, horaires, photos, avis, publications : la méthode pas à pas pour que les clients de votre quartier vous trouvent sur Google Maps.',
      metaTitle: 'Fiche Google Business Profile : 6 étapes pour l’optimiser',
      metaDescription:
        'Tutoriel pas à pas pour optimiser votre fiche Google Business Profile : catégories, horaires, photos, avis et données structurées pour le référencement local.',
      metaKeywords: [
        'Google Business Profile',
        'fiche Google',
        'référencement local',
        'Google Maps',
        'avis clients',
      ],
    },
    en: {
      slug: 'optimize-google-business-profile',
      title: 'Optimize your Google Business Profile in 6 steps',
      excerpt:
        'Categories, opening hours, photos, reviews, posts: the step-by-step method to help local customers find you on Google Maps.',
      metaTitle: 'Google Business Profile: 6 steps to optimize it',
      metaDescription:
        'A step-by-step tutorial to optimize your Google Business Profile: categories, opening hours, photos, reviews and structured data for local search.',
      metaKeywords: [
        'Google Business Profile',
        'local SEO',
        'Google Maps',
        'customer reviews',
        'local business',
      ],
    },
  },
}
