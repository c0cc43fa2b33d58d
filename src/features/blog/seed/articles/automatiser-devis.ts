import type { SeedArticle } from '@/features/blog/seed/seed-types'

export const seedArticle: SeedArticle = {
  translationKey: 'automatiser-devis',
  category: 'tutorial',
  tags: ['automatisation', 'no-code'],
  publishedAt: '2026-06-09T06:30:00.000Z',
  versions: {
    fr: {
      slug: 'automatiser-devis-sans-coder',
      title: 'Tutoriel : automatiser vos devis sans écrire de code',
      excerpt:
        'Un formulaire, un tableur et un modèle de document : la méthode pas à pas pour envoyer un devis en quelques minutes au lieu d’une soirée.',
      metaTitle: 'Automatiser ses devis sans coder : tutoriel',
      metaDescription:
        'Pas à pas, reliez un formulaire, un tableur et un modèle de devis pour produire et envoyer vos devis automatiquement, sans écrire de code ni changer d’outils.',
      metaKeywords: ['automatiser devis', 'no-code', 'Google Sheets', 'modèle de devis', 'artisan'],
    },
    en: {
      slug: 'automate-quotes-without-code',
      title: 'Tutorial: automate your quotes without writing code',
      excerpt:
        'A form, a spreadsheet and a document template: the step-by-step method to send a quote in minutes instead of an evening.',
      metaTitle: 'Automate your quotes without code: a tutorial',
      metaDescription:
        'Step by step, connect a form, a spreadsheet and a quote template to produce and send your quotes automatically, without code or changing your tools.',
      metaKeywords: [
        'automate quotes',
        'no-code',
        'Google Sheets',
        'quote template',
        'tradesperson',
      ],
    },
  },
}
