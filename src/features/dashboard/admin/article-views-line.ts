import type { AdminText } from '@/features/admin-shell/admin-i18n'

type TopArticle = { title: string; language: string; views: number }

/**
 * A most-read article's line: its title, language and views, the word agreeing with the number
 * in the admin's language (French "0 vue", "1 vue", "2 vues"; English "1 view", "0 views").
 */
export function articleViewsLine({ t, locale }: AdminText, article: TopArticle): string {
  const one = new Intl.PluralRules(locale).select(article.views) === 'one'
  return t(one ? 'custom:dashboard:articleViewsOne' : 'custom:dashboard:articleViewsOther', {
    title: article.title,
    language: article.language.toUpperCase(),
    views: article.views.toLocaleString(locale),
  })
}
