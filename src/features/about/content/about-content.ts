import type { AboutContent, AboutSettings } from '@/features/about/content/about-content-types'
import { aboutEn } from '@/features/about/content/about.en'
import { aboutFr } from '@/features/about/content/about.fr'
import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

const contents: Record<Locale, (settings: AboutSettings) => AboutContent> = {
  fr: aboutFr,
  en: aboutEn,
}

/** The about page's copy with the owner's current claims, city and site name written in. */
export function aboutContent(locale: Locale, settings: AboutSettings): AboutContent {
  return typesetTree(contents[locale](settings), locale)
}
