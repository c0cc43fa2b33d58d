/**
 * One feature's back-office strings. French is the source (the admin's default language) and
 * English must carry exactly the same keys, so the compiler flags a string missing in either.
 */
export type AdminTable<K extends string> = { fr: Record<K, string>; en: Record<K, string> }

/** Pairs a French table with its English twin, keyed alike (`{{name}}` marks a variable). */
export function adminTable<K extends string>(
  fr: Record<K, string>,
  en: Record<K, string>,
): AdminTable<K> {
  return { fr, en }
}

/** The admin's languages: French first (default), English available in the account screen. */
export const adminLanguages = ['fr', 'en'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

/** The back office's language, French unless the admin chose English. */
export const adminLanguage = (language: string | undefined): AdminLanguage =>
  language === 'en' ? 'en' : 'fr'

/** The locale for dates and numbers in the admin's language. */
export const adminIntlLocale = (language: string | undefined): string =>
  adminLanguage(language) === 'en' ? 'en-GB' : 'fr-FR'

/** A label or description of our collections, globals and fields, in both admin languages. */
export type BilingualText = Record<AdminLanguage, string>
