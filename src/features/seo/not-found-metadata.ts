import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** Title and robots rule of a not-found page: "Page introuvable", kept out of search engines. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'metadata' })
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } }
}
