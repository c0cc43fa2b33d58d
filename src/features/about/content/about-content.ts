import type { AboutContent } from '@/features/about/content/about-content-types'
import { aboutEn } from '@/features/about/content/about.en'
import { aboutFr } from '@/features/about/content/about.fr'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import type { Locale } from '@/i18n/locales'

const contents: Record<Locale, (figures: SiteFigures) => AboutContent> = {
  fr: aboutFr,
  en: aboutEn,
}

/** The about page's copy with the owner's current claims and city written in. */
export function aboutContent(locale: Locale, figures: SiteFigures): AboutContent {
  return contents[locale](figures)
}
