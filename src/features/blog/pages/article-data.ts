import type { ArticleSummary, ArticleView, ContextualCta } from '@/features/blog/article-view'
import { ctaServiceTypes } from '@/features/blog/cta-placement'
import { articleIndex, type IndexEntry } from '@/features/blog/queries/article-index'
import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { previewArticle, publicArticle } from '@/features/blog/queries/article'
import { articleHref } from '@/features/blog/queries/to-summary'
import { isSafeSlug } from '@/features/blog/slug-fallback'
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

/** The owner's preview: any article of that language and slug, whatever its status or date. */
async function previewEntry(locale: Locale, segments: string[]): Promise<IndexEntry | null> {
  const slug = segments.at(-1) ?? ''
  if (!isSafeSlug(slug)) return null
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'blog-articles',
    where: { and: [{ language: { equals: locale } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  const categorySlug = typeof doc.category === 'object' ? (doc.category?.slug ?? null) : null
  return {
    id: doc.id,
    language: locale,
    slug: doc.slug,
    href: articleHref(locale, doc.slug, categorySlug),
    categorySlug,
    translationKey: doc.translation_key ?? String(doc.id),
    title: doc.title,
    publishedAt: doc.published_at ?? doc.updatedAt,
    tags: [],
    keywords: doc.meta_keywords ?? [],
  }
}

/** Finds what `/{lang}/blog/<segments>` shows: the article, or where to send the visitor. */
export async function loadArticlePage(
  locale: Locale,
  segments: string[],
  preview = false,
): Promise<ArticlePageData> {
  const index = await articleIndex()
  const draft = preview ? await previewEntry(locale, segments) : null
  let entry: IndexEntry
  if (draft) {
    entry = draft
  } else {
    const resolution = resolveArticle(index, locale, segments)
    if (resolution.kind === 'redirect') return resolution
    entry = resolution.article
  }
  const article = draft ? await previewArticle(draft.id) : await publicArticle(entry.id)
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
