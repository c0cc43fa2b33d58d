import type { ConsultationContent } from '@/features/consultation/content/consultation-content-types'
import { consultationEn } from '@/features/consultation/content/consultation.en'
import { consultationFr } from '@/features/consultation/content/consultation.fr'
import type { Locale } from '@/i18n/locales'

const contents: Record<Locale, ConsultationContent> = { fr: consultationFr, en: consultationEn }

export function consultationContent(locale: Locale): ConsultationContent {
  return contents[locale]
}
