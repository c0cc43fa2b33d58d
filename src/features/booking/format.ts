import type { Locale } from '@/i18n/locales'

/** "mercredi 25 novembre 2026, 10:00" / "Wednesday, November 25, 2026, 10:00 AM" in a zone. */
export function formatWhen(instant: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant)
}

/** "10:00" in a zone. */
export function formatTime(instant: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant)
}

/** A calendar day `YYYY-MM-DD` written out: "mercredi 25 novembre 2026". */
export function formatDayLabel(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone: 'UTC',
    dateStyle: 'full',
  }).format(new Date(`${day}T12:00:00Z`))
}

/** The zone's name as people read it, with its identifier: "heure normale d’Europe centrale (Europe/Paris)". */
export function formatZone(timeZone: string, locale: Locale, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    timeZone,
    timeZoneName: 'long',
  })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName')
  return part ? `${part.value} (${timeZone})` : timeZone
}
