import { renderToBuffer } from '@react-pdf/renderer'

import { env } from '@/config/env'
import { guideContent } from '@/features/guides/content/guide-content'
import type { GuideKey } from '@/features/guides/guide-keys'
import { GuideDocument } from '@/features/guides/pdf/GuideDocument'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * Rendered PDFs by guide and language. The content only changes with a deployment, so each
 * document is rendered once per process; the promise is kept so simultaneous first downloads
 * share one rendering, and dropped on failure so the next request tries again.
 */
const cache = new Map<string, Promise<Buffer>>()

async function render(guide: GuideKey, locale: Locale): Promise<Buffer> {
  const t = serverTranslator(locale, 'guides')
  const siteUrl = env().SITE_URL
  const labels = {
    contents: t('pdf.contents'),
    chapter: t('pdf.chapter'),
    page: t('pdf.page'),
    coverNote: t('pdf.coverNote'),
    contactTitle: t('pdf.contactTitle'),
    email: t('pdf.email'),
    phone: t('pdf.phone'),
    address: t('pdf.address'),
    linkedin: t('pdf.linkedin'),
  }
  return renderToBuffer(
    <GuideDocument
      content={guideContent(guide, locale)}
      labels={labels}
      locale={locale}
      siteUrl={siteUrl}
      consultationUrl={`${siteUrl}${localizedPath(locale, '/consultation-expertise-gratuite')}`}
    />,
  )
}

export function renderGuidePdf(guide: GuideKey, locale: Locale): Promise<Buffer> {
  const key = `${guide}:${locale}`
  let pending = cache.get(key)
  if (!pending) {
    pending = render(guide, locale)
    pending.catch(() => cache.delete(key))
    cache.set(key, pending)
  }
  return pending
}
