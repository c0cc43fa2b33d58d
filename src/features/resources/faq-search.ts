/**
 * The FAQ search of the resources centre. The same pure function filters on the server (a GET
 * form with `?q=`, for visitors without JavaScript) and in the browser as the visitor types, so
 * both always show the same questions.
 */

export type FaqEntry = { id: string; question: string; answer: string }

export type FaqTheme = { id: string; title: string; entries: FaqEntry[] }

/** Longer queries are cut: nobody types more, and it bounds the work a URL can ask for. */
export const MAX_QUERY_LENGTH = 100

/**
 * Lower case without accents or punctuation, ligatures spelled out, and thousands separators
 * dropped, so "Préparer", "preparer" and "PRÉPARER" meet, and so do "3500" and "3 500 €".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(\d) (?=\d{3}\b)/g, '$1')
    .trim()
}

/** The `q` search parameter as one trimmed string, whatever the URL holds. */
export function queryParam(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value
  return (first ?? '').trim().slice(0, MAX_QUERY_LENGTH)
}

/**
 * Every word of the query must begin a word of the question or the answer, in any order: "heberg"
 * finds "hébergement", while "ia" finds "l'IA" but not "spécialisé" nor "commercial".
 */
export function matchesQuery(entry: FaqEntry, query: string): boolean {
  const terms = normalizeForSearch(query).split(' ').filter(Boolean)
  if (terms.length === 0) return true
  const text = ` ${normalizeForSearch(`${entry.question} ${entry.answer}`)}`
  return terms.every((term) => text.includes(` ${term}`))
}

/** The themes with their matching entries, in their order; themes left empty are dropped. */
export function filterFaq(themes: readonly FaqTheme[], query: string): FaqTheme[] {
  return themes
    .map((theme) => ({
      ...theme,
      entries: theme.entries.filter((entry) => matchesQuery(entry, query)),
    }))
    .filter((theme) => theme.entries.length > 0)
}

export function countEntries(themes: readonly FaqTheme[]): number {
  return themes.reduce((total, theme) => total + theme.entries.length, 0)
}
