/**
 * Portfolio categories. A project belongs to one of five (web, ai, marketing, consulting,
 * formation) or to SEO; the public filter lists them all after "all", in the order below.
 */
export const projectCategories = [
  'web',
  'ai',
  'marketing',
  'formation',
  'consulting',
  'seo',
] as const
export type ProjectCategory = (typeof projectCategories)[number]

export const filterCategories = ['all', ...projectCategories] as const
export type FilterCategory = (typeof filterCategories)[number]

/** Labels of the back office (French, like the rest of the admin). */
export const projectCategoryLabels: Record<ProjectCategory, string> = {
  web: 'Web et PWA',
  ai: 'Intelligence artificielle',
  marketing: 'Marketing',
  formation: 'Formation',
  consulting: 'Conseil',
  seo: 'SEO',
}

export function isProjectCategory(value: unknown): value is ProjectCategory {
  return typeof value === 'string' && (projectCategories as readonly string[]).includes(value)
}

/**
 * The filter from the `category` query parameter. Anything else (missing, repeated, unknown,
 * another case) shows every project rather than an error: a shared link never breaks.
 */
export function parseCategoryFilter(value: string | string[] | undefined): FilterCategory {
  const first = Array.isArray(value) ? value[0] : value
  const normalized = first?.trim().toLowerCase()
  return isProjectCategory(normalized) ? normalized : 'all'
}

/** The query string of a filter link; "all" is the bare page, so it has one URL only. */
export function categoryQuery(category: FilterCategory): { category: ProjectCategory } | undefined {
  return category === 'all' ? undefined : { category }
}

export function matchesFilter(category: ProjectCategory, filter: FilterCategory): boolean {
  return filter === 'all' || category === filter
}
