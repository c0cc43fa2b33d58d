import type { BlogArticle, BlogCategory, BlogTag, Media } from '@/payload-types'

import type {
  ArticleCategory,
  ArticleImage,
  ArticleSummary,
  ArticleTag,
} from '@/features/blog/article-view'
import { toProjectImage } from '@/features/portfolio/project-view'
import { typeset } from '@/i18n/french-typography'
import { isLocale, type Locale } from '@/i18n/locales'

export function articleHref(language: Locale, slug: string, categorySlug: string | null): string {
  return categorySlug ? `/${language}/blog/${categorySlug}/${slug}` : `/${language}/blog/${slug}`
}

export function toCategory(
  category: number | BlogCategory | null | undefined,
  locale: Locale,
): ArticleCategory | null {
  if (!category || typeof category === 'number') return null
  return {
    slug: category.slug,
    name: locale === 'fr' ? category.name_fr : category.name_en,
    color: category.color,
  }
}

/** Our own upload as a site path (Payload's `url` is absolute, which next/image treats as remote). */
export function toImage(media: number | Media | null | undefined): ArticleImage | null {
  const image = toProjectImage(media)
  return image && { url: image.src, alt: image.alt, width: image.width, height: image.height }
}

function toTags(tags: BlogArticle['tags']): ArticleTag[] {
  return (tags ?? []).flatMap((tag: number | BlogTag) =>
    typeof tag === 'number' ? [] : [{ slug: tag.slug, name: tag.name }],
  )
}

/** A stored reading time wins over the one computed from the body on save. */
export function toSummary(doc: Omit<BlogArticle, 'content'>): ArticleSummary | null {
  if (!isLocale(doc.language) || !doc.published_at) return null
  const category = toCategory(doc.category, doc.language)
  return {
    id: doc.id,
    language: doc.language,
    slug: doc.slug,
    translationKey: doc.translation_key ?? String(doc.id),
    title: typeset(doc.title, doc.language),
    excerpt: typeset(doc.excerpt, doc.language),
    href: articleHref(doc.language, doc.slug, category?.slug ?? null),
    category,
    tags: toTags(doc.tags),
    image: toImage(doc.featured_image),
    publishedAt: doc.published_at,
    updatedAt: doc.updatedAt,
    readingTime: doc.reading_time || doc.computed_reading_time || 1,
    viewsCount: Number(doc.views_count) || 0,
  }
}
