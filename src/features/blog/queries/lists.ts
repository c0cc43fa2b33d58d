import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Where } from 'payload'

import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import type { ArticleSummary } from '@/features/blog/article-view'
import { publicArticleWhere } from '@/features/blog/publishing/public-where'
import { toSummary } from '@/features/blog/queries/to-summary'
import type { Locale } from '@/i18n/locales'

export const ARTICLES_PER_PAGE = 9

export type ArticlePage = { articles: ArticleSummary[]; total: number; pages: number }

type ListFilter = {
  locale: Locale
  categoryId?: number
  tagId?: number
  /** Articles shown elsewhere on the page (the featured ones), left out of every page. */
  excludeIds?: number[]
  page: number
}

async function loadPage(filter: ListFilter): Promise<ArticlePage> {
  const { locale, categoryId, tagId, excludeIds = [], page } = filter
  const payload = await getPayload({ config: configPromise })
  const filters: Where[] = [publicArticleWhere(new Date()), { language: { equals: locale } }]
  if (categoryId) filters.push({ category: { equals: categoryId } })
  if (tagId) filters.push({ tags: { contains: tagId } })
  if (excludeIds.length > 0) filters.push({ id: { not_in: excludeIds } })
  const result = await payload.find({
    collection: 'blog-articles',
    locale,
    where: { and: filters },
    sort: '-published_at',
    limit: ARTICLES_PER_PAGE,
    page,
    depth: 1,
    select: { content: false },
    overrideAccess: false,
  })
  return {
    articles: result.docs.flatMap((doc) => toSummary(doc) ?? []),
    total: result.totalDocs,
    pages: Math.max(1, result.totalPages),
  }
}

/**
 * A page of the list, newest first. Callers pass a validated page number and a category or tag
 * that exists, so the cache only grows with real pages.
 */
export const listArticles = unstable_cache(loadPage, ['blog-list'], {
  tags: [BLOG_TAG],
  revalidate: 60,
})

async function loadSummaries(ids: number[], locale: Locale): Promise<ArticleSummary[]> {
  if (ids.length === 0) return []
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'blog-articles',
    locale,
    where: { and: [publicArticleWhere(new Date()), { id: { in: ids } }] },
    pagination: false,
    depth: 1,
    select: { content: false },
    overrideAccess: false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, toSummary(doc)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Summaries of chosen articles (featured, related, search results), in the given order. */
export const articleSummaries = unstable_cache(loadSummaries, ['blog-summaries'], {
  tags: [BLOG_TAG],
  revalidate: 60,
})
