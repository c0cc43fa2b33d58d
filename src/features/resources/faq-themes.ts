import { getTranslations } from 'next-intl/server'

import { faqAnswerValues } from '@/features/home/components/FaqSection'
import type { FaqThemeContent } from '@/features/resources/content/faq-content-types'
import { faqEn } from '@/features/resources/content/faq.en'
import { faqFr } from '@/features/resources/content/faq.fr'
import type { FaqTheme } from '@/features/resources/faq-search'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import { typesetTree } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

const contents: Record<Locale, (figures: SiteFigures) => FaqThemeContent[]> = {
  fr: faqFr,
  en: faqEn,
}

/**
 * The centre's FAQ in one language. The home page's questions keep their one source (the
 * `home.faq` messages), so the two pages never answer the same question differently.
 */
export async function faqThemes(locale: Locale): Promise<FaqTheme[]> {
  const t = await getTranslations({ locale, namespace: 'home.faq.items' })
  const settings = await getSiteSettings()
  const values = faqAnswerValues(locale, settings.prices)
  return typesetTree(contents[locale](settings), locale).map((theme) => ({
    id: theme.id,
    title: theme.title,
    entries: theme.entries.map((entry) =>
      'home' in entry
        ? {
            id: entry.home,
            question: t(`${entry.home}.question`),
            answer: t(`${entry.home}.answer`, values),
          }
        : entry,
    ),
  }))
}
