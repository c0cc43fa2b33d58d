import type { GuideContent } from '@/features/guides/content/guide-content-types'
import { iaEn } from '@/features/guides/content/ia.en'
import { iaFr } from '@/features/guides/content/ia.fr'
import { webappsEn } from '@/features/guides/content/webapps.en'
import { webappsFr } from '@/features/guides/content/webapps.fr'
import type { GuideKey } from '@/features/guides/guide-keys'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

const contents: Record<GuideKey, Record<Locale, (figures: SiteFigures) => GuideContent>> = {
  ia: { fr: iaFr, en: iaEn },
  webapps: { fr: webappsFr, en: webappsEn },
}

/** A guide with the owner's current prices written in (its page and its PDF). */
export function guideContent(guide: GuideKey, locale: Locale, figures: SiteFigures): GuideContent {
  return typesetTree(contents[guide][locale](figures), locale)
}

/** Cover, table of contents, one page per chapter, and the contact page. */
export function guidePageCount(content: GuideContent): number {
  return content.chapters.length + 3
}
