import { cookies } from 'next/headers'

import { adminLanguageCookie } from '@/features/admin-shell/admin-language'
import { adminShellTranslations } from '@/features/admin-shell/admin-translations'
import { adminLanguage } from '@/i18n/admin-table'

/**
 * Shown while a back-office screen and its session load ("Chargement..."). Payload's
 * i18n is not there yet, so the language comes from its cookie (French when absent).
 */
export async function AdminLoading() {
  const language = adminLanguage((await cookies()).get(adminLanguageCookie)?.value)
  return (
    <div className="site-admin-loading" role="status" aria-live="polite">
      {adminShellTranslations[language].loading}
    </div>
  )
}
