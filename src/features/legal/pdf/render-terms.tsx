import { renderToBuffer } from '@react-pdf/renderer'

import { env } from '@/config/env'
import { termsOfSaleContent, termsSections } from '@/features/legal/content/legal-content'
import type { LegalPathname } from '@/features/legal/legal-documents'
import { formatLegalDate } from '@/features/legal/legal-text'
import { TermsDocument } from '@/features/legal/pdf/TermsDocument'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * The terms only change with a deployment, so each language is rendered once per process; the
 * promise is kept so simultaneous first downloads share one rendering, and dropped on failure so
 * the next request tries again.
 */
const cache = new Map<Locale, Promise<Buffer>>()

function render(locale: Locale): Promise<Buffer> {
  const t = serverTranslator(locale, 'legal')
  const content = termsOfSaleContent(locale)
  const siteUrl = env().SITE_URL
  const labels = {
    lastUpdated: t('lastUpdated'),
    contents: t('pdf.contents'),
    page: t('pdf.page'),
    email: t('contact.email'),
    phone: t('contact.phone'),
    address: t('contact.address'),
    onlineVersion: t('pdf.onlineVersion'),
    legalNotices: t('pdf.legalNotices'),
  }
  return renderToBuffer(
    <TermsDocument
      content={content}
      sections={termsSections(content)}
      updated={formatLegalDate(content.lastUpdated, locale)}
      labels={labels}
      locale={locale}
      urlOf={(href: LegalPathname) => `${siteUrl}${localizedPath(locale, href)}`}
    />,
  )
}

export function renderTermsPdf(locale: Locale): Promise<Buffer> {
  let pending = cache.get(locale)
  if (!pending) {
    pending = render(locale)
    pending.catch(() => cache.delete(locale))
    cache.set(locale, pending)
  }
  return pending
}
