import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'

import type { AdminLanguage } from '@/i18n/admin-table'

/**
 * How the back office writes a moment: date-fns's localized long date and short time, which
 * reads "27 novembre 2026 à 16:15" in French and "November 27th, 2026 at 4:15 PM" in English.
 * Payload formats with the date-fns locale of the admin's language, so one pattern serves both.
 */
export const adminDateTimeFormat = 'PPPp'
/** A day without its time ("27 novembre 2026"). */
export const adminDayFormat = 'PPP'
/** A time of day in the language's own clock ("16:15", "4:15 PM"). */
export const adminTimeFormat = 'p'

/** The owner's time zone: the dates our own screens write are the ones of the Paris office. */
export const adminTimeZone = 'Europe/Paris'

/** Payload's date-fns locale for each admin language (its English is date-fns's en-US). */
const dateLocales = { fr, en: enUS } as const

/**
 * A moment as our own back-office screens write it, in Paris time and the admin's language
 * (the same words as Payload's lists and records); a dash when there is none.
 */
export function formatAdminDate(
  value: string | number | Date | null | undefined,
  language: AdminLanguage,
  pattern: string = adminDateTimeFormat,
): string {
  if (value === null || value === undefined || value === '') return '—'
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  return format(new TZDate(date.getTime(), adminTimeZone), pattern, {
    locale: dateLocales[language],
  })
}
