import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Payload } from 'payload'

import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { publicArticleWhere } from '@/features/blog/public-where'
import { articleHref } from '@/features/blog/queries/to-summary'
import { isLocale, type Locale } from '@/i18n/locales'

/** The few fields of every visible article that resolution, translation and rotation need. */
export type IndexEntry = {
  id: number
  language: Locale
  slug: string
  href: string
  categorySlug: string | null
  translationKey: string
  title: string
  publishedAt: string
  tags: string[]
  keywords: string[]
}

/** Every article visible at `now`, newest first, read with the visitor's rights. */
export async function loadArticleIndex(payload: Payload, now: Date): Promise<IndexEntry[]> {
  const { docs } = await payload.find({
    collection: 'blog-articles',
    where: publicArticleWhere(now),
    pagination: false,
    sort: '-published_at',
    depth: 1,
    select: {
      language: true,
      slug: true,
      translation_key: true,
      title: true,
      published_at: true,
      category: true,
      tags: true,
      meta_keywords: true,
    },
    populate: { 'blog-categories': { slug: true }, 'blog-tags': { slug: true } },
    overrideAccess: false,
  })
  return docs.flatMap((doc) => {
    if (!isLocale(doc.language) || !doc.published_at) return []
    const categorySlug = doc.category && typeof doc.category === 'object' ? doc.category.slug : null
    return [
      {
        id: doc.id,
        language: doc.language,
        slug: doc.slug,
        href: articleHref(doc.language, doc.slug, categorySlug),
        categorySlug,
        translationKey: doc.translation_key ?? String(doc.id),
        title: doc.title,
        publishedAt: doc.published_at,
        tags: (doc.tags ?? []).flatMap((tag) => (typeof tag === 'object' ? [tag.slug] : [])),
        keywords: doc.meta_keywords ?? [],
      },
    ]
  })
}

/**
 * One cache entry for the whole blog, newest first. Scheduled articles join it within a minute
 * of their publication time (the entry lives 60 s); the owner's edits expire it at once.
 */
const cachedIndex = unstable_cache(
  async () => loadArticleIndex(await getPayload({ config: configPromise }), new Date()),
  ['blog-index'],
  {
    tags: [BLOG_TAG],
    revalidate: 60,
  },
)

/** Visible articles, newest first; the date check repeats here in case the entry is older. */
export async function articleIndex(locale?: Locale): Promise<IndexEntry[]> {
  const now = Date.now()
  const entries = await cachedIndex()
  return entries.filter(
    (entry) =>
      Date.parse(entry.publishedAt) <= now && (locale === undefined || entry.language === locale),
  )
}
