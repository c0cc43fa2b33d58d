import type { ConsultationContent } from '@/features/consultation/content/consultation-content-types'
import { consultationEn } from '@/features/consultation/content/consultation.en'
import { consultationFr } from '@/features/consultation/content/consultation.fr'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

const contents: Record<Locale, (figures: SiteFigures) => ConsultationContent> = {
  fr: consultationFr,
  en: consultationEn,
}

/** The consultation page's copy with the owner's current project count and audit price. */
export function consultationContent(locale: Locale, figures: SiteFigures): ConsultationContent {
  return typesetTree(contents[locale](figures), locale)
}
