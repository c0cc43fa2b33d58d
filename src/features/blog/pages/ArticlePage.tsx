import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { ArticleSummary, ArticleView, ContextualCta } from '@/features/blog/article-view'
import type { ShownAuthor } from '@/features/blog/author'
import { ArticleBody } from '@/features/blog/components/ArticleBody'
import { ArticleHeader, type ViewsShown } from '@/features/blog/components/ArticleHeader'
import { AuthorCard } from '@/features/blog/components/AuthorCard'
import { ContextualCtaCard } from '@/features/blog/components/ContextualCtaCard'
import { HeroImage } from '@/features/blog/components/HeroImage'
import { ReadingProgress } from '@/features/blog/components/ReadingProgress.client'
import { RelatedArticles } from '@/features/blog/components/RelatedArticles'
import { TableOfContents } from '@/features/blog/components/TableOfContents'
import { ctaSlots } from '@/features/blog/content/cta-placement'
import { fallbackHeroImage } from '@/features/blog/reading/fallback-images'
import { tableOfContents } from '@/features/blog/content/toc'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  article: ArticleView
  url: string
  related: ArticleSummary[]
  ctas: (ContextualCta | null)[]
  /** The byline and author card as the settings show them (the owner's face and LinkedIn). */
  author: ShownAuthor
  views: ViewsShown
  /** Preview banner, language alternate: what the route adds around the article. */
  children?: ReactNode
}

/** The article page, server-rendered; client code only where it acts. */
export async function ArticlePage({
  locale,
  article,
  url,
  related,
  ctas,
  author,
  views,
  children,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'blogArticle' })
  const toc = tableOfContents(article.sections)
  const afterSection = new Map<number, ReactNode>()
  for (const { afterSection: section, slot } of ctaSlots(article.sections.length)) {
    const cta = ctas[slot]
    if (cta)
      afterSection.set(
        section,
        <ContextualCtaCard cta={cta} label={t('ctaLabel', { title: cta.title })} />,
      )
  }
  const hero = article.image ?? { url: fallbackHeroImage(article.category?.slug), alt: '' }
  return (
    <article className="px-4 pb-20 pt-12 sm:px-6" data-article-id={article.id}>
      {children}
      <ReadingProgress targetId="article-content" />
      <ArticleHeader
        article={article}
        locale={locale}
        url={url}
        avatar={author.avatar}
        views={views}
      />
      <div className="mx-auto mt-10 max-w-4xl">
        <HeroImage src={hero.url} alt={hero.alt} categorySlug={article.category?.slug ?? null} />
      </div>
      <div className="mx-auto mt-12 grid max-w-6xl grid-cols-1 gap-12 lg:grid-cols-[minmax(0,1fr)_16rem]">
        {/* min-w-0: a code block scrolls inside itself instead of widening the column. */}
        <div id="article-content" className="mx-auto w-full min-w-0 max-w-3xl">
          <ArticleBody content={article.content} toc={toc} afterSection={afterSection} />
          <AuthorCard
            locale={locale}
            author={author}
            avatar={author.avatar ?? '/icon.svg'}
            linkedin={author.linkedin}
          />
        </div>
        <div className="hidden lg:block">
          <TableOfContents entries={toc} title={t('toc')} />
        </div>
      </div>
      <RelatedArticles articles={related} locale={locale} />
    </article>
  )
}
