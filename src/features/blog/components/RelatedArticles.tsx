import { getTranslations } from 'next-intl/server'

import type { ArticleSummary } from '@/features/blog/article-view'
import { ArticleCard } from '@/features/blog/components/ArticleCard'
import type { Locale } from '@/i18n/locales'

/** Up to three articles to read next; nothing when there are none. */
export async function RelatedArticles({
  articles,
  locale,
}: {
  articles: ArticleSummary[]
  locale: Locale
}) {
  if (articles.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blogArticle' })
  return (
    <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-page px-4 sm:px-6">
      <h2 id="related-title" className="text-2xl font-bold">
        {t('related')}
      </h2>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  )
}
