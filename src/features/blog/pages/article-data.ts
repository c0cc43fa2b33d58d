import type { ArticleSummary, ArticleView, ContextualCta } from '@/features/blog/article-view'
import { ctaServiceTypes } from '@/features/blog/cta-placement'
import { articleIndex, type IndexEntry } from '@/features/blog/queries/article-index'
import { publicArticle } from '@/features/blog/queries/article'
import { articleSummaries } from '@/features/blog/queries/lists'
import { contextualCta } from '@/features/blog/queries/taxonomy'
import { pickRelated } from '@/features/blog/related'
import { resolveArticle, translationHref } from '@/features/blog/resolve-article'
import { otherLocale, type Locale } from '@/i18n/locales'

export const RELATED_COUNT = 3

export type ArticlePageData =
  | { kind: 'redirect'; href: string; permanent: boolean }
  | {
      kind: 'article'
      article: ArticleView
      related: ArticleSummary[]
      ctas: (ContextualCta | null)[]
      /** The same article in the other language, when it is published there. */
      translation: string | null
      /** Where the language switch goes: the translation, else the other blog. */
      switchHref: string
    }

/** Finds what `/{lang}/blog/<segments>` shows: the article, or where to send the visitor. */
export async function loadArticlePage(
  locale: Locale,
  segments: string[],
): Promise<ArticlePageData> {
  const index = await articleIndex()
  const resolution = resolveArticle(index, locale, segments)
  if (resolution.kind === 'redirect') return resolution
  const entry: IndexEntry = resolution.article
  const article = await publicArticle(entry.id)
  if (!article) return { kind: 'redirect', href: `/${locale}/blog`, permanent: false }
  const relatedIds = pickRelated(entry, index, RELATED_COUNT).map((candidate) => candidate.id)
  const [related, ctas] = await Promise.all([
    articleSummaries(relatedIds, locale),
    Promise.all(ctaServiceTypes(entry.categorySlug).map((type) => contextualCta(type, locale))),
  ])
  const other = otherLocale(locale)
  const switchHref = translationHref(index, entry, other)
  return {
    kind: 'article',
    article,
    related,
    ctas,
    translation: switchHref === `/${other}/blog` ? null : switchHref,
    switchHref,
  }
}
