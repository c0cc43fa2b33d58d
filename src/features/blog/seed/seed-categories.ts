import type { BlogCategorySlug } from '@/features/blog/seed/seed-types'

type SeedCategory = {
  slug: BlogCategorySlug
  name: string
  name_fr: string
  name_en: string
  description_fr: string
  description_en: string
  color: string
}

/** The four blog categories (filter values ai, web, strategy, tutorial). */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'ai',
    name: 'Intelligence artificielle',
    name_fr: 'Intelligence artificielle',
    name_en: 'Artificial intelligence',
    description_fr:
      'Cas d’usage concrets de l’IA pour les petites entreprises : assistants, automatisation des tâches répétitives, service client.',
    description_en:
      'Practical uses of AI for small businesses: assistants, automating repetitive tasks, customer service.',
    color: '#7c3aed',
  },
  {
    slug: 'web',
    name: 'Développement web',
    name_fr: 'Développement web',
    name_en: 'Web development',
    description_fr:
      'Sites rapides, applications web et PWA : choisir la bonne technologie et soigner la performance.',
    description_en:
      'Fast websites, web apps and PWAs: choosing the right technology and taking care of performance.',
    color: '#0369a1',
  },
  {
    slug: 'strategy',
    name: 'Stratégie digitale',
    name_fr: 'Stratégie digitale',
    name_en: 'Digital strategy',
    description_fr:
      'Budget, acquisition de clients, conformité : les décisions numériques d’un dirigeant de petite entreprise.',
    description_en:
      'Budget, winning clients, compliance: the digital decisions of a small business owner.',
    color: '#b45309',
  },
  {
    slug: 'tutorial',
    name: 'Tutoriels',
    name_fr: 'Tutoriels',
    name_en: 'Tutorials',
    description_fr: 'Des guides pas à pas pour faire vous-même, sans jargon inutile.',
    description_en: 'Step-by-step guides to do it yourself, without needless jargon.',
    color: '#047857',
  },
]
