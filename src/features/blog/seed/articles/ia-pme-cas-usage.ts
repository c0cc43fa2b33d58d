import type { SeedArticle } from '@/features/blog/seed/seed-types'

export const seedArticle: SeedArticle = {
  translationKey: 'ia-pme-cas-usage',
  category: 'ai',
  tags: ['intelligence-artificielle', 'automatisation', 'chatbot'],
  publishedAt: '2026-10-14T07:30:00.000Z',
  versions: {
    fr: {
      slug: 'ia-pme-7-cas-usage-concrets',
      title: 'IA en PME : 7 cas d’usage concrets pour gagner du temps dès ce mois-ci',
      excerpt:
        'E-mails, devis, comptes rendus, service client : sept usages de l’intelligence artificielle qui font gagner des heures à une petite entreprise, et leurs limites.',
      metaTitle: 'IA en PME : 7 cas d’usage concrets et rentables',
      metaDescription:
        'Sept usages concrets de l’IA pour une petite entreprise : e-mails, devis, comptes rendus, service client, avec le temps gagné et les précautions à prendre.',
      metaKeywords: [
        'IA PME',
        'intelligence artificielle',
        'automatisation',
        'gain de temps',
        'ChatGPT entreprise',
      ],
    },
    en: {
      slug: 'ai-small-business-7-practical-use-cases',
      title: 'AI for small businesses: 7 practical use cases that save time this month',
      excerpt:
        'Emails, quotes, meeting notes, customer service: seven uses of artificial intelligence that give a small business hours back, and where they stop.',
      metaTitle: 'AI for small businesses: 7 practical use cases',
      metaDescription:
        'Seven practical uses of AI for a small business: emails, quotes, meeting notes and customer service, with the time saved and the precautions to take.',
      metaKeywords: [
        'AI small business',
        'artificial intelligence',
        'automation',
        'save time',
        'ChatGPT for business',
      ],
    },
  },
}
