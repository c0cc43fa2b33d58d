import type { SeedArticle } from '@/features/blog/seed/seed-types'

/** French only: the French rules on forms (RGPD as applied by the CNIL) have no English twin here. */
export const seedArticle: SeedArticle = {
  translationKey: 'rgpd-formulaires-pme',
  category: 'strategy',
  tags: ['rgpd', 'conversion'],
  publishedAt: '2026-05-12T07:00:00.000Z',
  versions: {
    fr: {
      slug: 'rgpd-formulaires-site-pme',
      title: 'RGPD : mettre en conformité les formulaires de votre site',
      excerpt:
        'Formulaire de contact, demande de devis, inscription à la newsletter : ce que le RGPD impose vraiment à une petite entreprise, et comment s’y conformer simplement.',
      metaTitle: 'RGPD et formulaires de site : le guide pour PME',
      metaDescription:
        'Information, consentement, durée de conservation, sécurité : les obligations du RGPD pour les formulaires d’un site de PME, expliquées simplement et point par point.',
      metaKeywords: ['RGPD', 'formulaire de contact', 'CNIL', 'consentement', 'PME'],
    },
  },
}
