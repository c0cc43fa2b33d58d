import type { SeedArticle } from '@/features/blog/seed/seed-types'

export const seedArticle: SeedArticle = {
  translationKey: 'core-web-vitals',
  category: 'web',
  tags: ['performance', 'seo', 'conversion'],
  publishedAt: '2026-08-18T06:45:00.000Z',
  versions: {
    fr: {
      slug: 'accelerer-site-core-web-vitals',
      title: 'Accélérer son site : les Core Web Vitals expliqués simplement',
      excerpt:
        'LCP, INP, CLS : ce que mesurent les trois indicateurs de vitesse de Google, pourquoi ils comptent pour vos ventes et comment les améliorer sans tout refaire.',
      metaTitle: 'Core Web Vitals : accélérer son site simplement',
      metaDescription:
        'LCP, INP et CLS expliqués sans jargon : ce que Google mesure, l’effet sur vos visiteurs et six actions concrètes pour rendre votre site plus rapide.',
      metaKeywords: ['Core Web Vitals', 'vitesse site', 'LCP', 'INP', 'CLS', 'performance web'],
    },
    en: {
      slug: 'speed-up-website-core-web-vitals',
      title: 'Speed up your website: Core Web Vitals explained simply',
      excerpt:
        'LCP, INP, CLS: what Google’s three speed metrics measure, why they matter for your sales and how to improve them without rebuilding everything.',
      metaTitle: 'Core Web Vitals: speed up your website simply',
      metaDescription:
        'LCP, INP and CLS explained without jargon: what Google measures, how it affects your visitors and six practical steps to make your website faster.',
      metaKeywords: ['Core Web Vitals', 'website speed', 'LCP', 'INP', 'CLS', 'web performance'],
    },
  },
}
