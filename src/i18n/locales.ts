/** The one list of languages: next-intl routing, Payload localization and the admin read it. */
export const locales = ['fr', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'fr'
export const localeCookieName = 'NEXT_LOCALE'
/** The language cookie's attributes, written by the shell's language switch. */
export const localeCookie = {
  name: localeCookieName,
  maxAge: 60 * 60 * 24 * 365,
  sameSite: 'lax',
} as const
export const localeStorageKey = 'language'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr'
}

/** The language cookie the switch writes when the visitor changes language. */
export function localeCookieString(locale: Locale): string {
  const { name, maxAge, sameSite } = localeCookie
  return `${name}=${locale};max-age=${maxAge};sameSite=${sameSite};path=/;`
}
