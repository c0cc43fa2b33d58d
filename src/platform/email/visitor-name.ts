import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

/** Longest name an e-mail to the visitor repeats. */
export const QUOTABLE_NAME_MAX = 80

// Letters (any script, with their accents), spaces, apostrophes, hyphens and dots: what names
// are written with, and nothing a link, an address or a second line needs (no digit, colon,
// slash, @, line break or invisible character).
const NAME_SHAPE = /^\p{L}[\p{L}\p{M} '’.-]*$/u
// A dot against a letter ("evil.example") reads as a domain a mail client turns into a link.
const DOMAIN_LIKE = /\.\p{L}/u

/**
 * The rule for every e-mail sent to an address a visitor typed, which nobody has verified: it
 * may carry the name from the form only as one short line that cannot read as a link, or an
 * attacker could have the site mail their text (a line break and "validate your file at
 * https://...") to anyone. Returns the name to quote, trimmed, or undefined: greet without it.
 */
export function quotableName(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim()
  if (!trimmed || [...trimmed].length > QUOTABLE_NAME_MAX) return undefined
  if (!NAME_SHAPE.test(trimmed) || DOMAIN_LIKE.test(trimmed)) return undefined
  return trimmed
}

/** "Bonjour Léa," when the name passes the rule above, else "Bonjour,". */
export function visitorGreeting(locale: Locale, name: string | null | undefined): string {
  const t = serverTranslator(locale, 'emails')
  const quoted = quotableName(name)
  return quoted ? t('greeting', { name: quoted }) : t('greetingAnonymous')
}
