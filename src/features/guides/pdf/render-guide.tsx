import { renderToBuffer } from '@react-pdf/renderer'

import { env } from '@/config/env'
import { guideContent } from '@/features/guides/content/guide-content'
import type { GuideKey } from '@/features/guides/guide-keys'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import { GuideDocument } from '@/features/guides/pdf/GuideDocument'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * Rendered PDFs by guide, language and prices. The text only changes with a deployment or a new
 * price list, so each document is rendered once per process and price list (the previous one is
 * dropped); the promise is kept so simultaneous first downloads share one rendering, and dropped
 * on failure so the next request tries again.
 */
const cache = new Map<string, { figures: string; pdf: Promise<Buffer> }>()

async function render(guide: GuideKey, locale: Locale, figures: SiteFigures): Promise<Buffer> {
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
      content={guideContent(guide, locale, figures)}
      labels={labels}
      locale={locale}
      siteUrl={siteUrl}
      address={figures.address}
      consultationUrl={`${siteUrl}${localizedPath(locale, '/consultation-expertise-gratuite')}`}
    />,
  )
}

export function renderGuidePdf(
  guide: GuideKey,
  locale: Locale,
  figures: SiteFigures,
): Promise<Buffer> {
  const key = `${guide}:${locale}`
  const stamp = JSON.stringify(figures)
  const cached = cache.get(key)
  if (cached?.figures === stamp) return cached.pdf
  const pdf = render(guide, locale, figures)
  pdf.catch(() => {
    if (cache.get(key)?.pdf === pdf) cache.delete(key)
  })
  cache.set(key, { figures: stamp, pdf })
  return pdf
}
