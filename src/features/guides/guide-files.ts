import { env } from '@/config/env'
import type { GuideKey } from '@/features/guides/guide-keys'
import type { Locale } from '@/i18n/locales'

/** The page of each guide (internal pathname; the slugs per language are in pathnames.ts). */
export const guidePaths = {
  ia: '/guide-ia-entreprise',
  webapps: '/guide-applications-web-pwa',
} as const satisfies Record<GuideKey, string>

/** The name the browser saves the PDF under, in the visitor's language. */
export const guideFileNames: Record<GuideKey, Record<Locale, string>> = {
  ia: { fr: 'guide-ia-entreprise.pdf', en: 'ai-business-guide.pdf' },
  webapps: { fr: 'guide-applications-web-pwa.pdf', en: 'web-apps-pwa-guide.pdf' },
}

/** The collection endpoint that answers the PDF for a signed token. */
export const DOWNLOAD_ENDPOINT_PATH = '/api/guide-downloads/file'

export function downloadUrl(token: string): string {
  return `${env().SITE_URL}${DOWNLOAD_ENDPOINT_PATH}?token=${encodeURIComponent(token)}`
}
