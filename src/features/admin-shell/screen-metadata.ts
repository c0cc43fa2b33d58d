import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { site } from '@/config/site'
import { adminLanguageCookie } from '@/features/admin-shell/admin-language'
import { adminLanguage } from '@/i18n/admin-table'
import { adminTranslations } from '@/i18n/admin-translations'

type Segments = { segments?: string[] }

/** Our own screens' names, by path under /admin, in each admin language. */
const screenTitles: Record<string, (language: 'fr' | 'en') => string> = {
  security: (language) => adminTranslations[language].custom.security.title,
  seo: (language) => adminTranslations[language].custom.seo.title,
  calendar: (language) => adminTranslations[language].custom.calendar.title,
}

/**
 * The browser tab of one of our own screens, in the admin's language ("Sécurité – Studio Web &
 * IA", "Security – …"): Payload gives a custom view a fixed title, and "Payload" without one.
 * Every other screen keeps Payload's metadata, which already follows the language.
 */
export async function withScreenTitle(
  metadata: Promise<Metadata>,
  params: Promise<Segments>,
): Promise<Metadata> {
  const [meta, { segments = [] }] = await Promise.all([metadata, params])
  const title = segments.length === 1 ? screenTitles[segments[0] ?? ''] : undefined
  if (!title) return meta
  const language = adminLanguage((await cookies()).get(adminLanguageCookie)?.value)
  const full = `${title(language)} – ${site.name}`
  return { ...meta, title: full, openGraph: { ...meta.openGraph, title: full } }
}
