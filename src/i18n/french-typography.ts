/**
 * French typography, set by code so that no text depends on who typed it: a narrow no-break
 * space before `; : ! ?` and inside « », a no-break space between a number and its unit or the
 * euro sign, and digit groups of thousands held by a narrow no-break space. Without them a line
 * can start with « ? » or « € », or a price break in the middle ("3 500 / €").
 */

export const NARROW_NBSP = '\u202f'
export const NBSP = '\u00a0'

/**
 * A mark typed after a space is prose: the space becomes the narrow one. A mark glued to a word
 * gets one only when the text goes on after a space or ends there ("Pourquoi?"), so times,
 * addresses, query strings and identifiers ("10:30", "https://", "?page=", "popups:seen:…")
 * are left alone.
 */
const SPACED_PUNCTUATION = /([^\s])[ \u00a0\u202f]([;:!?]+)(?=$|[\s)\]»"'’.,…<])/gu
const GLUED_PUNCTUATION = /([\p{L}\d)»"'’])([;:!?]+)(?=$|\s)/gu
const LEADING_PUNCTUATION = /^[ \u00a0]([;:!?]+)(?=$|\s)/u
const OPENING_GUILLEMET = /«[ \u00a0\u202f]?/gu
const CLOSING_GUILLEMET = /[ \u00a0\u202f]?»/gu
const THOUSANDS = /(?<![\d,.])(\d{1,3})((?:[ \u00a0]\d{3})+)(?!\d)/gu

/** Units and words a number (or a message's number placeholder) must not be parted from. */
const UNITS = [
  '€',
  '%',
  'k€',
  'K€',
  'HT',
  'TTC',
  'h',
  'min',
  'ms',
  's',
  'ans?',
  'jours?',
  'semaines?',
  'mois',
  'heures?',
  'minutes?',
  'secondes?',
  'Ko',
  'Mo',
  'Go',
  'px',
  'vues?',
  'articles?',
  'projets?',
  'clients?',
]
const NUMBER_UNIT = new RegExp(`([\\d}]) (${UNITS.join('|')})(?=$|[^\\p{L}\\d])`, 'gu')

/** The same text with French spacing rules applied; idempotent. */
export function frenchTypography(text: string): string {
  if (!/[;:!?«»\d]/u.test(text)) return text
  return (
    text
      .replace(SPACED_PUNCTUATION, `$1${NARROW_NBSP}$2`)
      .replace(GLUED_PUNCTUATION, `$1${NARROW_NBSP}$2`)
      // A run starting with " :" follows another element ("<b>Prix</b> : …"): its space is the
      // one before the mark.
      .replace(LEADING_PUNCTUATION, `${NARROW_NBSP}$1`)
      .replace(OPENING_GUILLEMET, `«${NARROW_NBSP}`)
      .replace(CLOSING_GUILLEMET, `${NARROW_NBSP}»`)
      .replace(THOUSANDS, (_whole, head: string, groups: string) =>
        [head, ...groups.split(/[ \u00a0]/u).filter(Boolean)].join(NARROW_NBSP),
      )
      .replace(NUMBER_UNIT, `$1${NBSP}$2`)
  )
}

/** Language-aware: English keeps its own rules (no space before punctuation). */
export function typeset(text: string, locale: string): string {
  return locale === 'fr' ? frenchTypography(text) : text
}

/** A message tree (next-intl's shape) with every French string typeset. */
export function typesetTree<T>(tree: T, locale: string): T {
  return locale === 'fr' ? mapStrings(tree, frenchTypography) : tree
}

/** Every string of plain data (objects, arrays) mapped, the shape kept. */
function mapStrings<T>(tree: T, map: (text: string) => string): T {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return map(value)
    if (Array.isArray(value)) return value.map(walk)
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]))
    }
    return value
  }
  return walk(tree) as T
}

/**
 * For the PDFs' standard fonts (Helvetica, in Windows-1252), which have no narrow no-break space:
 * the renderer would write its low byte, a "/". The wider no-break space still holds the mark.
 */
export function withoutNarrowSpaces<T>(tree: T): T {
  return mapStrings(tree, (text) => text.replaceAll(NARROW_NBSP, NBSP))
}
