import type { Payload } from 'payload'

import { publicArticleWhere } from '@/features/blog/public-where'
import { articleHref } from '@/features/blog/queries/to-summary'
import { absoluteUrl } from '@/features/seo/metadata'
import { urlsOf } from '@/features/seo/sitemap/page-urls'
import type { SitemapImage, SitemapUrl } from '@/features/seo/sitemap/xml'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'

const imageOf = (value: number | Media | null | undefined, title: string): SitemapImage[] => {
  if (!value || typeof value === 'number' || !value.filename) return []
  const loc = absoluteUrl(`/api/media/file/${encodeURIComponent(value.filename)}`)
  return [{ loc, caption: value.alt ?? undefined, title }]
}

/** Published projects: their pages in both languages, with their pictures. */
export async function projectUrls(payload: Payload, withImages: boolean): Promise<SitemapUrl[]> {
  const byLocale = await Promise.all(
    (['fr', 'en'] as const).map((locale) =>
      payload.find({
        collection: 'projects',
        where: { _status: { equals: 'published' } },
        locale,
        pagination: false,
        depth: 1,
        select: { slug: true, title: true, updatedAt: true, image: true, gallery: true },
        overrideAccess: false,
      }),
    ),
  )
  const [fr, en] = byLocale
  return fr!.docs.flatMap((doc) => {
    const english = en!.docs.find((d) => d.id === doc.id)
    const titles: Record<Locale, string> = {
      fr: doc.title ?? '',
      en: english?.title ?? doc.title ?? '',
    }
    return urlsOf(
      { fr: `/fr/realisation/${doc.slug}`, en: `/en/project/${doc.slug}` },
      (locale) => ({
        lastmod: doc.updatedAt,
        images: withImages
          ? [doc.image, ...(doc.gallery ?? [])].flatMap((image) => imageOf(image, titles[locale]))
          : undefined,
      }),
    )
  })
}

export type ArticlePage = { urls: SitemapUrl[]; total: number }

type Row = {
  language: string
  slug: string
  translation_key?: string | null
  category?: number | { id: number } | null
}

/**
 * One page of visible articles (`perPage` rows, oldest first so pages stay stable as articles
 * are added). Alternates come from the other language's article sharing the translation key.
 * Rows are read without population (categories come from one small query) and siblings are
 * matched through a map, so a file costs the same per URL at 100 or 20,000 articles.
 */
export async function articleUrls(
  payload: Payload,
  options: { page: number; perPage: number; withImages: boolean; now?: Date },
): Promise<ArticlePage> {
  const now = options.now ?? new Date()
  const [{ docs, totalDocs }, categories] = await Promise.all([
    payload.find({
      collection: 'blog-articles',
      where: publicArticleWhere(now),
      sort: 'id',
      limit: options.perPage,
      page: options.page,
      depth: options.withImages ? 1 : 0,
      select: {
        language: true,
        slug: true,
        title: true,
        translation_key: true,
        updatedAt: true,
        category: true,
        featured_image: true,
      },
      populate: { 'blog-categories': { slug: true }, media: { filename: true, alt: true } },
      overrideAccess: false,
    }),
    payload.find({
      collection: 'blog-categories',
      pagination: false,
      depth: 0,
      select: { slug: true },
    }),
  ])
  const categorySlugs = new Map(categories.docs.map((doc) => [doc.id, doc.slug]))
  const keys = [...new Set(docs.flatMap((d) => (d.translation_key ? [d.translation_key] : [])))]
  const siblings = keys.length
    ? await payload.find({
        collection: 'blog-articles',
        where: { and: [publicArticleWhere(now), { translation_key: { in: keys } }] },
        pagination: false,
        depth: 0,
        select: { language: true, slug: true, translation_key: true, category: true },
        overrideAccess: false,
      })
    : { docs: [] }
  const hrefOf = (doc: Row) => {
    const id = typeof doc.category === 'object' ? doc.category?.id : doc.category
    const category = id ? (categorySlugs.get(id) ?? null) : null
    return isLocale(doc.language) ? articleHref(doc.language, doc.slug, category) : null
  }
  const byKey = new Map<string, Row[]>()
  for (const sibling of siblings.docs) {
    if (!sibling.translation_key) continue
    byKey.set(sibling.translation_key, [...(byKey.get(sibling.translation_key) ?? []), sibling])
  }
  const urls = docs.flatMap((doc) => {
    if (!isLocale(doc.language)) return []
    const paths: Partial<Record<Locale, string>> = { [doc.language]: hrefOf(doc)! }
    for (const sibling of doc.translation_key ? (byKey.get(doc.translation_key) ?? []) : []) {
      if (isLocale(sibling.language) && sibling.language !== doc.language) {
        paths[sibling.language] = hrefOf(sibling)!
      }
    }
    return urlsOf(paths, () => ({
      lastmod: doc.updatedAt,
      images: options.withImages ? imageOf(doc.featured_image, doc.title) : undefined,
    })).filter((url) => url.loc === absoluteUrl(paths[doc.language as Locale]!))
  })
  return { urls, total: totalDocs }
}

/** Active blog categories: their list pages in both languages. */
export async function categoryUrls(payload: Payload): Promise<SitemapUrl[]> {
  const { docs } = await payload.find({
    collection: 'blog-categories',
    where: { is_active: { equals: true } },
    pagination: false,
    depth: 0,
    select: { slug: true },
  })
  return docs.flatMap((doc) =>
    urlsOf({ fr: `/fr/blog/category/${doc.slug}`, en: `/en/blog/category/${doc.slug}` }),
  )
}
