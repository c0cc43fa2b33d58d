import type { AboutContent } from '@/features/about/content/about-content-types'
import { aboutEn } from '@/features/about/content/about.en'
import { aboutFr } from '@/features/about/content/about.fr'
import type { Locale } from '@/i18n/locales'

const contents: Record<Locale, AboutContent> = { fr: aboutFr, en: aboutEn }

export function aboutContent(locale: Locale): AboutContent {
  return contents[locale]
}
