import { env } from '@/config/env'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'

/** Absolute links carried by newsletter e-mails; the token is the subscriber's secret. */
export function confirmUrl(locale: Locale, token: string): string {
  const path = localizedPath(locale, '/newsletter/confirmation')
  return `${env().SITE_URL}${path}?token=${encodeURIComponent(token)}`
}

export function unsubscribeUrl(locale: Locale, token: string): string {
  const path = localizedPath(locale, '/newsletter/desinscription')
  return `${env().SITE_URL}${path}?token=${encodeURIComponent(token)}`
}

/** RFC 8058 one-click endpoint: mail clients POST here without showing a page. */
export function oneClickUnsubscribeUrl(token: string): string {
  return `${env().SITE_URL}/api/newsletter-subscribers/unsubscribe?token=${encodeURIComponent(token)}`
}

/** Headers every newsletter e-mail carries so mail clients offer their own unsubscribe button. */
export function listUnsubscribeHeaders(locale: Locale, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(token)}>, <${unsubscribeUrl(locale, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
