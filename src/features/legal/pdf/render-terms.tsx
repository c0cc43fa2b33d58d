import { renderToBuffer } from '@react-pdf/renderer'

import { env } from '@/config/env'
import { termsOfSaleContent, termsSections } from '@/features/legal/content/legal-content'
import type { LegalPathname } from '@/features/legal/legal-documents'
import { formatLegalDate } from '@/features/legal/legal-text'
import { TermsDocument } from '@/features/legal/pdf/TermsDocument'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import type { Locale } from '@/i18n/locales'
import { withoutNarrowSpaces } from '@/i18n/french-typography'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * The terms only change with a deployment or an edit of the settings they print (name, e-mail,
 * phone, address), so each language is rendered once per process and settings (the previous
 * rendering is dropped); the promise is kept so simultaneous first downloads share one rendering,
 * and dropped on failure so the next request tries again.
 */
const cache = new Map<Locale, { settings: string; pdf: Promise<Buffer> }>()

function render(locale: Locale, settings: PublicSiteSettings): Promise<Buffer> {
  const t = serverTranslator(locale, 'legal')
  const content = withoutNarrowSpaces(termsOfSaleContent(locale, settings))
  const siteUrl = env().SITE_URL
  const labels = withoutNarrowSpaces({
    lastUpdated: t('lastUpdated'),
    contents: t('pdf.contents'),
    page: t('pdf.page'),
    email: t('contact.email'),
    phone: t('contact.phone'),
    address: t('contact.address'),
    onlineVersion: t('pdf.onlineVersion'),
    legalNotices: t('pdf.legalNotices'),
  })
  return renderToBuffer(
    <TermsDocument
      content={content}
      sections={termsSections(content)}
      updated={formatLegalDate(content.lastUpdated, locale)}
      labels={labels}
      locale={locale}
      settings={withoutNarrowSpaces(settings)}
      urlOf={(href: LegalPathname) => `${siteUrl}${localizedPath(locale, href)}`}
    />,
  )
}

export function renderTermsPdf(locale: Locale, settings: PublicSiteSettings): Promise<Buffer> {
  // The whole settings key the rendering: a new e-mail or phone is a new PDF, like a new address.
  const stamp = JSON.stringify(settings)
  const cached = cache.get(locale)
  if (cached?.settings === stamp) return cached.pdf
  const pdf = render(locale, settings)
  pdf.catch(() => {
    if (cache.get(locale)?.pdf === pdf) cache.delete(locale)
  })
  cache.set(locale, { settings: stamp, pdf })
  return pdf
}
