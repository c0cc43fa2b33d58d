import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

export type FooterArticle = { title: string; href: string }

/**
 * The three latest articles of the current language; the blog feature supplies them, or
 * 'error' when they could not be read ("Erreur de chargement des articles").
 */
export async function LatestArticles({
  locale,
  articles,
}: {
  locale: Locale
  articles: FooterArticle[] | 'error'
}) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  return (
    <div>
      <h2 className="eyebrow">{t('articlesTitle')}</h2>
      {articles === 'error' ? (
        <p role="status" className="mt-3 text-sm muted">
          {t('articlesError')}
        </p>
      ) : articles.length === 0 ? (
        <p className="mt-3 text-sm muted">{t('articlesEmpty')}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {articles.slice(0, 3).map((article) => (
            <li key={article.href}>
              <a href={article.href} className="hover:underline">
                {article.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
