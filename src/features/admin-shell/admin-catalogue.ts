import type { NestedKeysStripped } from '@payloadcms/translations'

import { adminShellTranslations } from '@/features/admin-shell/admin-translations'
import { payloadWording } from '@/features/admin-shell/payload-wording'
import { blogAdminTranslations } from '@/features/blog/admin-translations'
import { calendarTranslations } from '@/features/booking/admin/admin-translations'
import { dashboardTranslations } from '@/features/dashboard/admin-translations'
import { outboxTranslations } from '@/features/email/admin-translations'
import { leadsAdminTranslations } from '@/features/leads/admin-translations'
import { securityTranslations } from '@/features/security/admin-translations'
import { twoFactorTranslations } from '@/features/security/two-factor/admin-translations'
import { seoTranslations } from '@/features/seo/admin/admin-translations'
import type { AdminLanguage } from '@/i18n/admin-table'

const custom = (language: AdminLanguage) => ({
  shell: adminShellTranslations[language],
  dashboard: dashboardTranslations[language],
  security: securityTranslations[language],
  twoFactor: twoFactorTranslations[language],
  seo: seoTranslations[language],
  calendar: calendarTranslations[language],
  blog: blogAdminTranslations[language],
  outbox: outboxTranslations[language],
  leads: leadsAdminTranslations[language],
})

/**
 * Payload's custom translations (`i18n.translations` in payload.config.ts): each feature's
 * table under the namespace its screens use, `custom:seo:title`; a few of Payload's own strings
 * are replaced in their namespaces (admin-shell/payload-wording.ts).
 */
export const adminTranslations = {
  fr: { custom: custom('fr'), ...payloadWording.fr },
  en: { custom: custom('en'), ...payloadWording.en },
}

export type AdminTranslations = (typeof adminTranslations)['fr']
export type AdminTranslationKey = NestedKeysStripped<AdminTranslations>
