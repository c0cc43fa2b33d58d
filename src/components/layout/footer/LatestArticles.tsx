import { getTranslations } from 'next-intl/server'

import { FooterGroup } from '@/components/layout/footer/FooterGroup'
import type { Locale } from '@/i18n/locales'

export type FooterArticle = { title: string; href: string }

/**
 * The three latest articles of the current language, a group of the footer; the blog feature
 * supplies them, or 'error' when they could not be read ("Erreur de chargement des articles").
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
      <FooterGroup title={t('articlesTitle')}>
        {articles === 'error' ? (
          <p role="status" className="footer-articles text-sm muted">
            {t('articlesError')}
          </p>
        ) : articles.length === 0 ? (
          <p className="footer-articles text-sm muted">{t('articlesEmpty')}</p>
        ) : (
          <ul className="footer-links">
            {articles.slice(0, 3).map((article) => (
              <li key={article.href}>
                <a href={article.href}>{article.title}</a>
              </li>
            ))}
          </ul>
        )}
      </FooterGroup>
    </div>
  )
}
