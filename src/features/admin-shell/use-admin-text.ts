import { useTranslation } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { adminIntlLocale, adminLanguage } from '@/i18n/admin-table'
import type { AdminTranslationKey, AdminTranslations } from '@/features/admin-shell/admin-catalogue'

/** The client side of `adminText`: our strings in the language the admin chose. */
export function useAdminText(): AdminText {
  const { i18n, t } = useTranslation<AdminTranslations, AdminTranslationKey>()
  return {
    t: (key, vars) => t(key, vars),
    language: adminLanguage(i18n.language),
    locale: adminIntlLocale(i18n.language),
  }
}
