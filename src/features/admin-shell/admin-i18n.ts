import { type GenericTranslationsObject, t as translate } from '@payloadcms/translations'

import { type AdminLanguage, adminIntlLocale, adminLanguage } from '@/i18n/admin-table'
import type { AdminTranslationKey } from '@/features/admin-shell/admin-catalogue'

export type AdminT = (key: AdminTranslationKey, vars?: Record<string, string | number>) => string

/** What a server-rendered admin screen needs to speak the admin's language. */
export type AdminText = { t: AdminT; language: AdminLanguage; locale: string }

/**
 * Our strings in the language of the request (`req.i18n`, which Payload merged with our custom
 * translations); typed keys, so a missing string is a compile error rather than a raw key.
 */
export function adminText(i18n: {
  language: string
  translations: GenericTranslationsObject
}): AdminText {
  return {
    t: (key, vars) =>
      translate<GenericTranslationsObject, AdminTranslationKey>({
        key,
        translations: i18n.translations,
        vars,
      }),
    language: adminLanguage(i18n.language),
    locale: adminIntlLocale(i18n.language),
  }
}
