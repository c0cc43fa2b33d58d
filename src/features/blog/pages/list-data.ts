import type { ArticleSummary } from '@/features/blog/article-view'
import { parsePage } from '@/features/blog/addresses/pagination'
import { featuredArticleIds } from '@/features/blog/queries/article-index'
import { articleSummaries, listArticles, type ArticlePage } from '@/features/blog/queries/lists'
import {
  blogCategories,
  blogTags,
  type CategoryView,
  type TagView,
} from '@/features/blog/queries/taxonomy'
import type { Locale } from '@/i18n/locales'

export const FEATURED_COUNT = 3

type Filter = { category?: string; tag?: string }

export type BlogListData = {
  categories: CategoryView[]
  category?: CategoryView
  tag?: TagView
  featured: ArticleSummary[]
  list: ArticlePage
  page: number
}

/**
 * Everything a list page shows, or null for the not-found page: an unknown category or tag, a
 * page number that is not one (`?page=abc`, `?page=0`) or past the last page.
 */
export async function loadBlogList(
  locale: Locale,
  rawPage: string | string[] | undefined,
  filter: Filter = {},
): Promise<BlogListData | null> {
  const page = parsePage(rawPage)
  if (page === 'invalid') return null
  const categories = await blogCategories()
  const category = filter.category
    ? categories.find((candidate) => candidate.slug === filter.category)
    : undefined
  if (filter.category && !category) return null
  const tag = filter.tag
    ? (await blogTags(locale)).find((candidate) => candidate.slug === filter.tag)
    : undefined
  if (filter.tag && !tag) return null
  // Featured articles lead the unfiltered first page; the unfiltered list leaves them out of all
  // its pages, so no article shows twice on a page and the pages stay stable.
  const unfiltered = !filter.category && !filter.tag
  const featuredIds = unfiltered ? await featuredArticleIds(locale, FEATURED_COUNT) : []
  const list = await listArticles({
    locale,
    categoryId: category?.id,
    tagId: tag?.id,
    excludeIds: featuredIds,
    page,
  })
  if (page > list.pages) return null
  const featured = page === 1 ? await articleSummaries(featuredIds, locale) : []
  return { categories, category, tag, featured, list, page }
}
