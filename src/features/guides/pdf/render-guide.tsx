import { renderToBuffer } from '@react-pdf/renderer'

import { env } from '@/config/env'
import { guideContent } from '@/features/guides/content/guide-content'
import type { GuideKey } from '@/features/guides/guide-keys'
import { GuideDocument } from '@/features/guides/pdf/GuideDocument'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import type { Locale } from '@/i18n/locales'
import { withoutNarrowSpaces } from '@/i18n/french-typography'
import { localizedPath } from '@/i18n/pathnames'
import { serverTranslator } from '@/i18n/server-messages'

/**
 * Rendered PDFs by guide, language and settings. The text only changes with a deployment or an
 * edit of the settings it prints (prices, address, name, e-mail, phone, LinkedIn), so each
 * document is rendered once per process and settings (the previous one is dropped); the promise
 * is kept so simultaneous first downloads share one rendering, and dropped on failure so the next
 * request tries again.
 */
const cache = new Map<string, { settings: string; pdf: Promise<Buffer> }>()

async function render(
  guide: GuideKey,
  locale: Locale,
  settings: PublicSiteSettings,
): Promise<Buffer> {
  const t = serverTranslator(locale, 'guides')
  const siteUrl = env().SITE_URL
  const labels = withoutNarrowSpaces({
    contents: t('pdf.contents'),
    chapter: t('pdf.chapter'),
    page: t('pdf.page'),
    coverNote: t('pdf.coverNote'),
    contactTitle: t('pdf.contactTitle'),
    email: t('pdf.email'),
    phone: t('pdf.phone'),
    address: t('pdf.address'),
    linkedin: t('pdf.linkedin'),
  })
  return renderToBuffer(
    <GuideDocument
      content={withoutNarrowSpaces(guideContent(guide, locale, settings))}
      labels={labels}
      locale={locale}
      siteUrl={siteUrl}
      settings={withoutNarrowSpaces(settings)}
      consultationUrl={`${siteUrl}${localizedPath(locale, '/consultation-expertise-gratuite')}`}
    />,
  )
}

export function renderGuidePdf(
  guide: GuideKey,
  locale: Locale,
  settings: PublicSiteSettings,
): Promise<Buffer> {
  const key = `${guide}:${locale}`
  // The whole settings key the rendering: a new e-mail or phone is a new PDF, like a new price.
  const stamp = JSON.stringify(settings)
  const cached = cache.get(key)
  if (cached?.settings === stamp) return cached.pdf
  const pdf = render(guide, locale, settings)
  pdf.catch(() => {
    if (cache.get(key)?.pdf === pdf) cache.delete(key)
  })
  cache.set(key, { settings: stamp, pdf })
  return pdf
}
