import type { Payload, Where } from 'payload'

import {
  type ArticleEntry,
  ENTRY_POPULATE,
  ENTRY_SELECT,
  toEntry,
} from '@/features/blog/queries/article-entry'
import { featuredPositions } from '@/features/blog/queries/featured'
import { publicArticleWhere } from '@/features/blog/publishing/public-where'
import { isSafeSlug } from '@/features/blog/addresses/slug-fallback'
import type { Locale } from '@/i18n/locales'

/**
 * Bounded reads of visible articles for the public pages: each answers a few rows through an
 * index (status, language, published_at / language, slug / translation_key), never the whole
 * blog, so a page costs the same at 10 or 10,000 articles.
 */

/** Same-category articles weighed for "related": the newest of them, enough to rank by score. */
export const RELATED_POOL = 200

async function entries(
  payload: Payload,
  now: Date,
  where: Where[],
  options: { limit: number; sort?: string; page?: number },
): Promise<ArticleEntry[]> {
  const { docs } = await payload.find({
    collection: 'blog-articles',
    where: { and: [publicArticleWhere(now), ...where] },
    sort: options.sort ?? '-published_at',
    limit: options.limit,
    page: options.page ?? 1,
    pagination: false,
    depth: 1,
    select: ENTRY_SELECT,
    populate: ENTRY_POPULATE,
    overrideAccess: false,
  })
  return docs.flatMap((doc) => toEntry(doc) ?? [])
}

/** The `limit` newest visible articles of a language. */
export function newestEntries(payload: Payload, now: Date, locale: Locale, limit: number) {
  return entries(payload, now, [{ language: { equals: locale } }], { limit })
}

/** The newest visible article with one of these slugs, in a language or in any. */
export async function entryBySlug(
  payload: Payload,
  now: Date,
  language: Locale | null,
  slugs: string[],
): Promise<ArticleEntry | null> {
  const safe = slugs.filter(isSafeSlug)
  if (safe.length === 0) return null
  // One slug (the usual case) as an equality: SQLite then reads the (language, slug) index,
  // where an IN list makes it walk the (status, language, published_at) one.
  const where: Where[] = [{ slug: safe.length === 1 ? { equals: safe[0] } : { in: safe } }]
  if (language) where.push({ language: { equals: language } })
  const [entry] = await entries(payload, now, where, { limit: 1 })
  return entry ?? null
}

/** The newest visible article of a language whose slug or title contains `word`. */
export async function entryByWord(
  payload: Payload,
  now: Date,
  language: Locale,
  word: string,
): Promise<ArticleEntry | null> {
  const where: Where[] = [
    { language: { equals: language } },
    { or: [{ slug: { like: word } }, { title: { like: word } }] },
  ]
  const [entry] = await entries(payload, now, where, { limit: 1 })
  return entry ?? null
}

/** The visible article of `target` sharing the translation key, if any. */
export async function translationEntry(
  payload: Payload,
  now: Date,
  translationKey: string,
  target: Locale,
): Promise<ArticleEntry | null> {
  const where: Where[] = [
    { translation_key: { equals: translationKey } },
    { language: { equals: target } },
  ]
  const [entry] = await entries(payload, now, where, { limit: 1 })
  return entry ?? null
}

/**
 * Candidates for "related": the newest of the article's category (related articles rank
 * it first), then, when the category has too few, the newest of its language.
 */
export async function relatedCandidates(
  payload: Payload,
  now: Date,
  article: ArticleEntry,
  wanted: number,
): Promise<ArticleEntry[]> {
  const language: Where = { language: { equals: article.language } }
  const notItself: Where = { id: { not_equals: article.id } }
  const category: Where = { category: { equals: article.categoryId } }
  const sameCategory = article.categoryId
    ? await entries(payload, now, [language, notItself, category], { limit: RELATED_POOL })
    : []
  if (sameCategory.length >= wanted) return sameCategory
  const others = await entries(payload, now, [language, notItself], {
    limit: RELATED_POOL,
  })
  const seen = new Set(sameCategory.map((entry) => entry.id))
  return [...sameCategory, ...others.filter((entry) => !seen.has(entry.id))]
}

/** The day's featured articles of a language (a daily rotation by id), by position. */
export async function featuredEntries(
  payload: Payload,
  now: Date,
  locale: Locale,
  count: number,
): Promise<ArticleEntry[]> {
  const language: Where = { language: { equals: locale } }
  const { totalDocs } = await payload.count({
    collection: 'blog-articles',
    where: { and: [publicArticleWhere(now), language] },
    overrideAccess: false,
  })
  const picked = await Promise.all(
    featuredPositions(totalDocs, now, count).map((position) =>
      entries(payload, now, [language], { sort: 'id', limit: 1, page: position + 1 }),
    ),
  )
  return picked.flat()
}
