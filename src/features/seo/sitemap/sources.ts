import type { Payload } from 'payload'

import { articleHref } from '@/features/blog/queries/to-summary'
import { absoluteUrl } from '@/features/seo/metadata'
import { articleRows } from '@/features/seo/sitemap/article-rows'
import { alternatesOf, urlsOf } from '@/features/seo/sitemap/page-urls'
import type { SitemapImage, SitemapUrl } from '@/features/seo/sitemap/xml'
import type { Locale } from '@/i18n/locales'
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

/**
 * The visible articles of blog file `page` (its id range, `id-ranges.ts`), by id, each with its
 * translation as alternate: one SQL query per file (`article-rows.ts`).
 */
export async function articleUrls(
  payload: Payload,
  options: { page: number; perFile: number; withImages: boolean; now?: Date },
): Promise<SitemapUrl[]> {
  const rows = await articleRows(payload, {
    now: options.now ?? new Date(),
    page: options.page,
    perFile: options.perFile,
    withImages: options.withImages,
  })
  return rows.map((row): SitemapUrl => {
    const own = articleHref(row.language, row.slug, row.category)
    const paths: Partial<Record<Locale, string>> = { [row.language]: own }
    const { translation, image } = row
    if (translation) {
      paths[translation.language] = articleHref(
        translation.language,
        translation.slug,
        translation.category,
      )
    }
    const loc = absoluteUrl(own)
    const images =
      options.withImages && image
        ? [
            {
              loc: absoluteUrl(`/api/media/file/${encodeURIComponent(image.filename)}`),
              caption: image.alt ?? undefined,
              title: row.title,
            },
          ]
        : undefined
    return { loc, alternates: alternatesOf(paths), lastmod: row.updatedAt, images }
  })
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
