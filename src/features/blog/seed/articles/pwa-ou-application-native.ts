import type { SeedArticle } from '@/features/blog/seed/seed-types'

export const seedArticle: SeedArticle = {
  translationKey: 'pwa-ou-application-native',
  category: 'web',
  tags: ['pwa', 'mobile', 'budget'],
  publishedAt: '2026-09-22T07:00:00.000Z',
  versions: {
    fr: {
      slug: 'pwa-ou-application-native-que-choisir',
      title: 'PWA ou application native : que choisir pour votre entreprise ?',
      excerpt:
        'Installation, hors ligne, notifications, coût et délais : comparez une application web progressive et une application native pour choisir sans regret.',
      metaTitle: 'PWA ou application native : le bon choix pour une PME',
      metaDescription:
        'PWA ou application native ? Coûts, délais, fonctionnalités et limites comparés pour une petite entreprise, avec des exemples concrets et une méthode de choix.',
      metaKeywords: ['PWA', 'application native', 'application mobile', 'coût application', 'PME'],
    },
    en: {
      slug: 'pwa-or-native-app-how-to-choose',
      title: 'PWA or native app: which one is right for your business?',
      excerpt:
        'Installation, offline use, notifications, cost and timelines: compare a progressive web app with a native app and choose with no regrets.',
      metaTitle: 'PWA or native app: the right choice for a small business',
      metaDescription:
        'PWA or native app? Costs, timelines, features and limits compared for a small business, with practical examples and a simple way to decide.',
      metaKeywords: ['PWA', 'native app', 'mobile app', 'app cost', 'small business'],
    },
  },
}
