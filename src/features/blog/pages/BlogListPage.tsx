import { getTranslations } from 'next-intl/server'

import { PageHero } from '@/components/ui/PageHero'
import type { ArticleSummary } from '@/features/blog/article-view'
import { ArticleCard } from '@/features/blog/components/ArticleCard'
import { feedPath } from '@/features/blog/pages/feed'
import { BlogCategoryNav } from '@/features/blog/pages/BlogCategoryNav'
import { BlogPagination } from '@/features/blog/pages/BlogPagination'
import type { ArticlePage } from '@/features/blog/queries/lists'
import type { CategoryView } from '@/features/blog/queries/taxonomy'
import { NewsletterSignUp } from '@/features/newsletter/components/NewsletterSignUp'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  hero: { eyebrow: string; title: string; lead: string }
  categories: CategoryView[]
  currentCategory?: string
  featured: ArticleSummary[]
  list: ArticlePage
  page: number
  basePath: string
}

function ArticleGrid({ articles, locale }: { articles: ArticleSummary[]; locale: Locale }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

/** The blog list, a category or a tag: filter, featured articles, newest first, pages. */
export async function BlogListPage(props: Props) {
  const { locale, hero, list, featured } = props
  const t = await getTranslations({ locale, namespace: 'blog' })
  return (
    <>
      <PageHero id="blog-title" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a href={feedPath(locale)} className="font-semibold underline underline-offset-4">
            {t('rssLink')}
          </a>
          <a
            href={locale === 'fr' ? '/fr/recherche' : '/en/search'}
            className="font-semibold underline underline-offset-4"
          >
            {t('searchLink')}
          </a>
        </p>
      </PageHero>
      <div className="mx-auto max-w-page px-4 pb-20 sm:px-6">
        <BlogCategoryNav
          locale={locale}
          categories={props.categories}
          current={props.currentCategory}
        />
        {featured.length > 0 && (
          <section aria-labelledby="blog-featured" className="mt-12">
            <h2 id="blog-featured" className="text-2xl font-bold">
              {t('featuredTitle')}
            </h2>
            <div className="mt-6">
              <ArticleGrid articles={featured} locale={locale} />
            </div>
          </section>
        )}
        {/* A blog whose every article is featured has no other list to show. */}
        {list.articles.length === 0 && featured.length > 0 ? null : (
          <section aria-labelledby="blog-latest" className="mt-12">
            <h2 id="blog-latest" className="text-2xl font-bold">
              {t('latestTitle')}
            </h2>
            <div className="mt-6">
              {list.articles.length === 0 ? (
                <p className="muted">{t('empty')}</p>
              ) : (
                <ArticleGrid articles={list.articles} locale={locale} />
              )}
            </div>
            <BlogPagination
              locale={locale}
              basePath={props.basePath}
              page={props.page}
              pages={list.pages}
            />
          </section>
        )}
        <section
          aria-label={t('newsletterTitle')}
          className="mt-16 rounded-2xl border border-(--border) p-6 sm:p-8"
        >
          <NewsletterSignUp locale={locale} source="blog" headingLevel="h2" className="max-w-xl" />
        </section>
      </div>
    </>
  )
}
