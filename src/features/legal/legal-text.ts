import type { Locale } from '@/i18n/locales'

const smallNumbers: Record<Locale, readonly string[]> = {
  fr: ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
}

/**
 * Contract style for a count: the word, then the figure in brackets ("dix (10) jours"), so a
 * reader cannot misread a figure. Above ten, the figure alone.
 */
export function spelled(count: number, locale: Locale): string {
  const word = smallNumbers[locale][count]
  return word ? `${word} (${count})` : String(count)
}

/** "15 décembre 2024" / "15 December 2024", read in UTC so the day never shifts. */
export function formatLegalDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** Clock time as each language writes it: "17 h" in French, "5 pm" in English. */
export function clockHour(hour: number, locale: Locale): string {
  if (locale === 'fr') return `${hour}\u00a0h`
  const suffix = hour < 12 ? 'am' : 'pm'
  return `${hour % 12 === 0 ? 12 : hour % 12}\u00a0${suffix}`
}

type PostalAddress = { street: string; postalCode: string; city: string; country: string }

/** One line: "12 rue de l'Exemple, 69002 Lyon, France". */
export function oneLineAddress(address: PostalAddress): string {
  return `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`
}

/** A day of the year without the year: "1er janvier" / "1 January". */
export function dayAndMonth(day: number, month: number, locale: Locale): string {
  const monthName = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, month - 1, 1)))
  const dayText = locale === 'fr' && day === 1 ? '1er' : String(day)
  return `${dayText} ${monthName}`
}
