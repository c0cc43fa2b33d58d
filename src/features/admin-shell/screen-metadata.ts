import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { site } from '@/config/site'
import { adminLanguageCookie } from '@/features/admin-shell/admin-language'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { adminLanguage } from '@/i18n/admin-table'
import { adminTranslations } from '@/features/admin-shell/admin-catalogue'

type Segments = { segments?: string[] }

/** Our own screens' names, by path under /admin, in each admin language. */
const screenTitles: Record<string, (language: 'fr' | 'en') => string> = {
  security: (language) => adminTranslations[language].custom.security.title,
  seo: (language) => adminTranslations[language].custom.seo.title,
  calendar: (language) => adminTranslations[language].custom.calendar.title,
}

/**
 * The suffix Payload appends to every title (`admin-config.ts`). Its config is built once, from
 * the seed name; the owner's name from the settings replaces it here, on each screen.
 */
const seedSuffix = ` – ${site.name}`

function renamed(title: string, siteName: string): string {
  return title.endsWith(seedSuffix) ? `${title.slice(0, -seedSuffix.length)} – ${siteName}` : title
}

function withSiteName(title: Metadata['title'], siteName: string): Metadata['title'] {
  if (typeof title === 'string') return renamed(title, siteName)
  if (title && 'absolute' in title) return { ...title, absolute: renamed(title.absolute, siteName) }
  if (title && 'default' in title) return { ...title, default: renamed(title.default, siteName) }
  return title
}

/**
 * The browser tab of every screen: the settings' site name after the screen's, and on our own
 * screens the screen's name in the admin's language ("Sécurité – Studio Web & IA",
 * "Security – …"): Payload gives a custom view a fixed title, and "Payload" without one.
 */
export async function withScreenTitle(
  metadata: Promise<Metadata>,
  params: Promise<Segments>,
): Promise<Metadata> {
  const [meta, { segments = [] }, { siteName }] = await Promise.all([
    metadata,
    params,
    getSiteSettings(),
  ])
  const title = segments.length === 1 ? screenTitles[segments[0] ?? ''] : undefined
  if (!title) {
    const og = meta.openGraph
    return {
      ...meta,
      title: withSiteName(meta.title, siteName),
      ...(og && typeof og.title === 'string'
        ? { openGraph: { ...og, title: renamed(og.title, siteName) } }
        : {}),
    }
  }
  const language = adminLanguage((await cookies()).get(adminLanguageCookie)?.value)
  const full = `${title(language)} – ${siteName}`
  return { ...meta, title: full, openGraph: { ...meta.openGraph, title: full } }
}
