import { tokenize, words } from '@/features/blog/search/search-terms'

/** How much a word counts by where it appears (summed when it appears in several places). */
export const SEARCH_WEIGHTS = { title: 5, tag: 4, excerpt: 3, heading: 3, body: 1 } as const

/** Body words kept per article: the most frequent ones, so a long article stays a few rows. */
export const MAX_BODY_TERMS = 150

export type SearchDocument = {
  title: string
  excerpt: string
  /** Tag names, the category name, the meta keywords. */
  labels: string[]
  headings: string[]
  body: string
}

/** The weighted words an article is found by (pure: the index hook stores them). */
export function searchTermsOf(document: SearchDocument): Map<string, number> {
  const weights = new Map<string, number>()
  const add = (text: string, weight: number) => {
    for (const term of tokenize(text)) weights.set(term, (weights.get(term) ?? 0) + weight)
  }
  add(document.title, SEARCH_WEIGHTS.title)
  add(document.labels.join(' '), SEARCH_WEIGHTS.tag)
  add(document.excerpt, SEARCH_WEIGHTS.excerpt)
  add(document.headings.join(' '), SEARCH_WEIGHTS.heading)
  const counts = new Map<string, number>()
  for (const term of words(document.body)) counts.set(term, (counts.get(term) ?? 0) + 1)
  const frequent = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_BODY_TERMS)
  for (const [term] of frequent) weights.set(term, (weights.get(term) ?? 0) + SEARCH_WEIGHTS.body)
  return weights
}
