/** Words too common to search for, in French and English. */
const STOP_WORDS = new Set(
  (
    'au aux avec ce ces dans de des du elle en et eux il je la le les leur lui ma mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous est sont ete etre avoir a as ont cette cet plus tout tous comme si sans entre ' +
    'the a an and or of to in on for with is are was were be been by at as it its this that these those from but not your you we our they their can will how what when which who why do does'
  ).split(' '),
)

const MAX_TERMS = 8
const MAX_TERM_LENGTH = 40

/** Lower case, accents removed, punctuation as spaces: what words are compared on. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Every meaningful word of a text, in order, repeats included (for frequencies). */
export function words(text: string): string[] {
  return normalizeForSearch(text)
    .split(' ')
    .filter((word) => word.length >= 2 && word.length <= MAX_TERM_LENGTH && !STOP_WORDS.has(word))
}

/** The distinct meaningful words of a text. */
export function tokenize(text: string): string[] {
  return [...new Set(words(text))]
}

/** The terms of a visitor's query: at most eight distinct words; none for junk. */
export function queryTerms(q: string): string[] {
  return tokenize(q.slice(0, 400)).slice(0, MAX_TERMS)
}

/**
 * The other number of a query word, matched as a whole word: a word already finds the longer
 * words it starts ("projet" finds "projets"), these find the shorter or irregular forms
 * ("projets" finds "projet", "locaux" "local", "companies" "company", and back).
 */
export function otherForms(term: string): string[] {
  const forms = new Set<string>()
  const add = (form: string) => form.length >= 3 && form !== term && forms.add(form)
  if (term.endsWith('ies')) add(`${term.slice(0, -3)}y`)
  if (term.endsWith('aux')) add(`${term.slice(0, -3)}al`)
  if (term.endsWith('ux')) add(term.slice(0, -1))
  if (term.endsWith('es')) add(term.slice(0, -2))
  if (term.endsWith('s') && !term.endsWith('ss')) add(term.slice(0, -1))
  if (term.endsWith('al')) add(`${term.slice(0, -2)}aux`)
  if (term.endsWith('y')) add(`${term.slice(0, -1)}ies`)
  return [...forms]
}

export type HighlightSegment = { text: string; match: boolean }

/** Folds one character for comparison (accent- and case-insensitive, same length). */
const fold = (char: string) =>
  char
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .slice(0, 1) || char

/**
 * Splits the original text into segments where words starting with a term, or equal to one of
 * the whole-word `forms`, are marked, so a page wraps matches in <mark> without ever building
 * HTML from the text.
 */
export function highlight(text: string, terms: string[], forms: string[] = []): HighlightSegment[] {
  if (terms.length === 0 || text.length === 0) return text ? [{ text, match: false }] : []
  const folded = [...text].map(fold).join('')
  const whole = forms.length ? `|(?:${forms.map(escape).join('|')})(?![a-z0-9])` : ''
  const pattern = new RegExp(
    `(?<![a-z0-9])(?:(?:${terms.map(escape).join('|')})[a-z0-9]*${whole})`,
    'g',
  )
  const segments: HighlightSegment[] = []
  const chars = [...text]
  let last = 0
  for (const match of folded.matchAll(pattern)) {
    const start = match.index ?? 0
    const end = start + match[0].length
    if (start > last) segments.push({ text: chars.slice(last, start).join(''), match: false })
    segments.push({ text: chars.slice(start, end).join(''), match: true })
    last = end
  }
  if (last < chars.length) segments.push({ text: chars.slice(last).join(''), match: false })
  return segments
}

function escape(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** About `length` characters of the text around the first match, with ellipses where cut. */
export function excerptAround(text: string, terms: string[], length = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const folded = [...clean].map(fold).join('')
  const first = terms
    .map((term) => folded.search(new RegExp(`(?<![a-z0-9])${escape(term)}`)))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0]
  const start = first === undefined ? 0 : Math.max(0, first - Math.floor(length / 3))
  const chars = [...clean]
  const cut = chars.slice(start, start + length).join('')
  return `${start > 0 ? '…' : ''}${cut.trim()}${start + length < chars.length ? '…' : ''}`
}
