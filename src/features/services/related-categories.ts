import type { ServiceKey } from '@/config/site'
import type { ProjectCategory } from '@/features/portfolio/categories'

/**
 * Portfolio categories shown as related projects on each service page. An audit or a PWA is
 * about a web application; consulting projects show strategy work.
 */
export const relatedCategories: Record<ServiceKey, ProjectCategory[]> = {
  audit: ['web', 'consulting'],
  pwa: ['web', 'marketing'],
  webapps: ['web'],
  ia: ['ai'],
  formation: ['formation'],
  conseil: ['consulting'],
}
