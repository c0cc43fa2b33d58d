import { renderToBuffer } from '@react-pdf/renderer'

import { env } from '@/config/env'
import { termsOfSaleContent, termsSections } from '@/features/legal/content/legal-content'
import type { LegalPathname } from '@/features/legal/legal-documents'
import { formatLegalDate } from '@/features/legal/legal-text'
import { TermsDocument } from '@/features/legal/pdf/TermsDocument'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * The terms only change with a deployment or a new address in the settings, so each language is
 * rendered once per process and address (the previous rendering is dropped); the promise is kept
 * so simultaneous first downloads share one rendering, and dropped on failure so the next request
 * tries again.
 */
const cache = new Map<Locale, { figures: string; pdf: Promise<Buffer> }>()

function render(locale: Locale, figures: SiteFigures): Promise<Buffer> {
  const t = serverTranslator(locale, 'legal')
  const content = termsOfSaleContent(locale, figures)
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
      address={figures.address}
      urlOf={(href: LegalPathname) => `${siteUrl}${localizedPath(locale, href)}`}
    />,
  )
}

export function renderTermsPdf(locale: Locale, figures: SiteFigures): Promise<Buffer> {
  const stamp = JSON.stringify(figures)
  const cached = cache.get(locale)
  if (cached?.figures === stamp) return cached.pdf
  const pdf = render(locale, figures)
  pdf.catch(() => {
    if (cache.get(locale)?.pdf === pdf) cache.delete(locale)
  })
  cache.set(locale, { figures: stamp, pdf })
  return pdf
}
