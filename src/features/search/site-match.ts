import { SEARCH_WEIGHTS } from '@/features/blog/search/search-document'
import { tokenize, words } from '@/features/blog/search/search-terms'
import { matchTier, termMatcher, type MatchTier } from '@/features/search/match-tier'

export type SiteEntryKind = 'page' | 'project' | 'faq' | 'guide'

/** The texts a result is found by, from the one that says most what it is about. */
export type SearchFields = {
  title: string
  /**
   * The other names the site shows it by, as titles: its links' labels, the eyebrow above its
   * heading. A visitor looking for "réservation" means the page the menu calls so.
   */
  aliases: string[]
  /** What it is filed under: category, theme, client's trade, technologies, tags. */
  labels: string[]
  description: string
  headings: string[]
  body: string[]
}

/**
 * One thing of the site a visitor may look for (a page, a project, a question of the FAQ, a
 * guide), with the words it shows, by how much they say what it is about.
 */
export type SiteEntry = SearchFields & {
  kind: SiteEntryKind
  href: string
  /** What the result shows under its title. */
  text: string
  /** Shown beside the kind: a project's category, a question's theme. */
  category?: string
}

/** An entry with its words and their weights, built once per entry. */
export type IndexedEntry<T extends SearchFields = SiteEntry> = {
  entry: T
  weights: Map<string, number>
  /** Words of the title, aliases and labels: the entry is about them. */
  names: Set<string>
  /** The words of the title and of each alias, in order, for a query found there as a phrase. */
  titles: string[][]
  /** Words of the labels, description and headings. */
  aboutWords: string[]
}

/** Each field counts once per word, as in the articles' index (`search-document.ts`). */
export function indexEntry<T extends SearchFields>(entry: T): IndexedEntry<T> {
  const weights = new Map<string, number>()
  const add = (texts: string[], weight: number) => {
    for (const word of tokenize(texts.join(' ')))
      weights.set(word, (weights.get(word) ?? 0) + weight)
  }
  add([entry.title], SEARCH_WEIGHTS.title)
  add([...entry.aliases, ...entry.labels], SEARCH_WEIGHTS.tag)
  add([entry.description], SEARCH_WEIGHTS.excerpt)
  add(entry.headings, SEARCH_WEIGHTS.heading)
  add(entry.body, SEARCH_WEIGHTS.body)
  return {
    entry,
    weights,
    names: new Set(tokenize([entry.title, ...entry.aliases, ...entry.labels].join(' '))),
    titles: [entry.title, ...entry.aliases].map(words),
    aboutWords: tokenize([...entry.labels, entry.description, ...entry.headings].join(' ')),
  }
}

/** How well a result answers a query: its tier first, then its score within the tier. */
export type Ranked<T> = { entry: T; tier: MatchTier; score: number }

/** Best first: by tier, then by score; a stable sort keeps the given order between equals. */
export const byRank = <T>(a: Ranked<T>, b: Ranked<T>) => a.tier - b.tier || b.score - a.score

/**
 * A result's tier, and its score within the tier: the weight of the best word found for each
 * term, summed, times the share of the terms found, so that between two titles naming one word
 * of the query, the result that also carries the others comes first.
 */
export function weigh<T extends SearchFields>(indexed: IndexedEntry<T>, terms: string[]) {
  let matched = 0
  let named = false
  let total = 0
  for (const term of terms) {
    const matches = termMatcher(term)
    let best = 0
    for (const [word, weight] of indexed.weights) {
      if (!matches(word)) continue
      best = Math.max(best, weight)
      if (indexed.names.has(word)) named = true
    }
    if (best > 0) matched += 1
    total += best
  }
  const tier = matchTier(indexed.titles, indexed.aboutWords, terms)
  return { matched, named, tier, score: terms.length ? (total * matched) / terms.length : 0 }
}

function rank(indexed: IndexedEntry, terms: string[]): Ranked<SiteEntry> | null {
  const { matched, named, tier, score } = weigh(indexed, terms)
  // One word of the query may be missing when another names the entry: "prise de rendez-vous"
  // still finds the page titled "Réserver un rendez-vous".
  const full = matched === terms.length
  if (!full && !(terms.length >= 2 && matched === terms.length - 1 && named)) return null
  return { entry: indexed.entry, tier, score }
}

/**
 * The entries matching a query's terms, with their tier and score, best first (`byRank`); the
 * site's own order between equals.
 */
export function rankedEntries(index: IndexedEntry[], terms: string[]): Ranked<SiteEntry>[] {
  if (terms.length === 0) return []
  return index.flatMap((indexed) => rank(indexed, terms) ?? []).sort(byRank)
}

/** The entries matching a query's terms, best first. */
export function rankEntries(index: IndexedEntry[], terms: string[]): SiteEntry[] {
  return rankedEntries(index, terms).map(({ entry }) => entry)
}
