import type { FooterArticle } from '@/components/layout/footer/LatestArticles'
import { newestArticles } from '@/features/blog/queries/article-index'
import { logServerError } from '@/platform/logging/action-log'
import { typeset } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'

export const FOOTER_ARTICLES = 3

/**
 * The footer's three newest visible articles of a language. A failure must not break every
 * page of the site: the footer says the articles could not be loaded instead.
 */
export async function footerArticles(locale: Locale): Promise<FooterArticle[] | 'error'> {
  try {
    const entries = await newestArticles(locale, FOOTER_ARTICLES)
    return entries.map((entry) => ({ title: typeset(entry.title, locale), href: entry.href }))
  } catch (error) {
    await logServerError(error, 'Error loading articles')
    return 'error'
  }
}
