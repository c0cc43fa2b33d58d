import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import type { ArticleEntry } from '@/features/blog/queries/article-entry'
import {
  entryBySlug,
  entryByWord,
  featuredEntries,
  newestEntries,
  relatedCandidates,
  translationEntry,
} from '@/features/blog/queries/article-lookup'
import { pickRelated } from '@/features/blog/queries/related'
import { resolveArticle, type Resolution } from '@/features/blog/addresses/resolve-article'
import type { Locale } from '@/i18n/locales'

/**
 * The public pages' article lookups, each cached on its own arguments. Entries live 60 s, so a
 * scheduled article shows within a minute of its time; the owner's edits expire them at once.
 */
const options = { tags: [BLOG_TAG], revalidate: 60 }
const payload = () => getPayload({ config: configPromise })

/** The `limit` newest visible articles of a language (footer, feed). */
export const newestArticles = unstable_cache(
  async (locale: Locale, limit: number) =>
    newestEntries(await payload(), new Date(), locale, limit),
  ['blog-newest'],
  options,
)

const cachedBySlug = unstable_cache(
  async (language: Locale | null, slugs: string[]) =>
    entryBySlug(await payload(), new Date(), language, slugs),
  ['blog-by-slug'],
  options,
)

/** What `/{lang}/blog/<segments>` shows: the four-step lookup, one indexed query per step. */
export async function resolveArticleEntry(
  locale: Locale,
  segments: string[],
): Promise<Resolution<ArticleEntry>> {
  return resolveArticle(
    {
      bySlug: cachedBySlug,
      // A guess from a mistyped address: rare, not worth a cache entry per typo.
      byWord: async (language, word) => entryByWord(await payload(), new Date(), language, word),
    },
    locale,
    segments,
  )
}

/** The ids of up to `count` articles to read next (by score, same category first). */
export const relatedArticleIds = unstable_cache(
  async (article: ArticleEntry, count: number) => {
    const candidates = await relatedCandidates(await payload(), new Date(), article, count)
    return pickRelated(article, candidates, count).map((candidate) => candidate.id)
  },
  ['blog-related'],
  options,
)

/** Where the language switch goes from an article: its translation, else the other blog. */
export const translationHref = unstable_cache(
  async (article: ArticleEntry, target: Locale) => {
    const found = await translationEntry(
      await payload(),
      new Date(),
      article.translationKey,
      target,
    )
    return found?.href ?? `/${target}/blog`
  },
  ['blog-translation'],
  options,
)

/** The ids of the day's featured articles of a language. */
export const featuredArticleIds = unstable_cache(
  async (locale: Locale, count: number) =>
    (await featuredEntries(await payload(), new Date(), locale, count)).map((entry) => entry.id),
  ['blog-featured'],
  options,
)
