import { otherForms } from '@/features/blog/search/search-terms'

/**
 * Where a query's words were found, best first. A result's title says what it is about, so a
 * title naming the query outranks any number of mentions elsewhere: weights alone let a page
 * citing "RGPD" in five places pass the article titled "RGPD : …".
 */
export const MATCH_TIERS = {
  /** The query's words in a row, in the title: "google business" in "Google Business Profile". */
  phraseInTitle: 0,
  allInTitle: 1,
  wordInTitle: 2,
  /** What the site calls a result (labels, tags, category) and how it sums it up. */
  aboutWords: 3,
  body: 4,
} as const

export type MatchTier = (typeof MATCH_TIERS)[keyof typeof MATCH_TIERS]

/** A term finds the words it starts, and the other number of itself as a whole word. */
export function termMatcher(term: string): (word: string) => boolean {
  const forms = otherForms(term)
  return (word) => word.startsWith(term) || forms.includes(word)
}

type Matcher = (word: string) => boolean

function inRow(words: string[], matchers: Matcher[]): boolean {
  for (let start = 0; start + matchers.length <= words.length; start += 1) {
    if (matchers.every((matches, offset) => matches(words[start + offset] ?? ''))) return true
  }
  return false
}

/**
 * The tier of a result: `titles` are the words, in order, of its title and of the other names
 * the site gives it (stop words dropped, as in the query, so "prise de rendez-vous" is a phrase
 * of "Prise de rendez-vous en ligne"); `aboutWords` those of its labels, description and
 * headings.
 */
export function matchTier(titles: string[][], aboutWords: string[], terms: string[]): MatchTier {
  const matchers = terms.map(termMatcher)
  if (matchers.length > 0 && titles.some((title) => inRow(title, matchers)))
    return MATCH_TIERS.phraseInTitle
  const titleWords = titles.flat()
  const inTitle = matchers.filter((matches) => titleWords.some(matches)).length
  if (inTitle > 0)
    return inTitle === terms.length ? MATCH_TIERS.allInTitle : MATCH_TIERS.wordInTitle
  if (matchers.some((matches) => aboutWords.some(matches))) return MATCH_TIERS.aboutWords
  return MATCH_TIERS.body
}
