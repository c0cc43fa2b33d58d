import { SEARCH_WEIGHTS } from '@/features/blog/search/search-document'
import { otherForms, tokenize } from '@/features/blog/search/search-terms'

export type SiteEntryKind = 'page' | 'project' | 'faq' | 'guide'

/**
 * One thing of the site a visitor may look for (a page, a project, a question of the FAQ, a
 * guide), with the words it shows, by how much they say what it is about.
 */
export type SiteEntry = {
  kind: SiteEntryKind
  href: string
  title: string
  /** What the result shows under its title. */
  text: string
  /** Shown beside the kind: a project's category, a question's theme. */
  category?: string
  /** What the site calls it elsewhere: link labels, eyebrow, category, sector, technologies. */
  labels: string[]
  description: string
  headings: string[]
  body: string[]
}

/** An entry with its words and their weights, built once per entry. */
export type IndexedEntry = {
  entry: SiteEntry
  weights: Map<string, number>
  /** Words of the title and labels: the entry is about them. */
  names: Set<string>
}

/** Each field counts once per word, as in the articles' index (`search-document.ts`). */
export function indexEntry(entry: SiteEntry): IndexedEntry {
  const weights = new Map<string, number>()
  const add = (texts: string[], weight: number) => {
    for (const word of tokenize(texts.join(' ')))
      weights.set(word, (weights.get(word) ?? 0) + weight)
  }
  add([entry.title], SEARCH_WEIGHTS.title)
  add(entry.labels, SEARCH_WEIGHTS.tag)
  add([entry.description], SEARCH_WEIGHTS.excerpt)
  add(entry.headings, SEARCH_WEIGHTS.heading)
  add(entry.body, SEARCH_WEIGHTS.body)
  return { entry, weights, names: new Set(tokenize([entry.title, ...entry.labels].join(' '))) }
}

type Scored = { entry: SiteEntry; score: number; position: number }

function score(indexed: IndexedEntry, terms: string[], position: number): Scored | null {
  let matched = 0
  let named = false
  let total = 0
  for (const term of terms) {
    const forms = otherForms(term)
    let best = 0
    for (const [word, weight] of indexed.weights) {
      if (!word.startsWith(term) && !forms.includes(word)) continue
      best = Math.max(best, weight)
      if (indexed.names.has(word)) named = true
    }
    if (best > 0) matched += 1
    total += best
  }
  // One word of the query may be missing when another names the entry: "prise de rendez-vous"
  // still finds the page titled "Réserver un rendez-vous".
  const full = matched === terms.length
  if (!full && !(terms.length >= 2 && matched === terms.length - 1 && named)) return null
  // Scaled by the share of the words found, so a page named by the query outranks one that
  // only mentions every word in passing, but not one that carries them all in its title.
  return { entry: indexed.entry, score: (total * matched) / terms.length, position }
}

/**
 * The entries matching a query's terms (a term matches the words it starts, and the other
 * number of itself), best first: by the weight of the best word found for each term, summed,
 * times the share of the terms found; the site's own order between equals.
 */
export function rankEntries(index: IndexedEntry[], terms: string[]): SiteEntry[] {
  if (terms.length === 0) return []
  return index
    .flatMap((indexed, position) => score(indexed, terms, position) ?? [])
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ entry }) => entry)
}
