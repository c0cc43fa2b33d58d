import type { BlogArticle } from '@/payload-types'

import { articleHref } from '@/features/blog/queries/to-summary'
import { isLocale, type Locale } from '@/i18n/locales'

/** The few fields of an article that resolution, translation, related and rotation need. */
export type ArticleEntry = {
  id: number
  language: Locale
  slug: string
  href: string
  categoryId: number | null
  categorySlug: string | null
  translationKey: string
  title: string
  publishedAt: string
  tags: string[]
  keywords: string[]
}

/** What a lookup reads of each row: never the body. */
export const ENTRY_SELECT = {
  language: true,
  slug: true,
  translation_key: true,
  title: true,
  published_at: true,
  updatedAt: true,
  category: true,
  tags: true,
  meta_keywords: true,
} as const

export const ENTRY_POPULATE = {
  'blog-categories': { slug: true },
  'blog-tags': { slug: true },
} as const

type EntryRow = Pick<
  BlogArticle,
  | 'id'
  | 'language'
  | 'slug'
  | 'translation_key'
  | 'title'
  | 'published_at'
  | 'updatedAt'
  | 'category'
  | 'tags'
  | 'meta_keywords'
>

/** A row as an entry; null for a row of no known language. Drafts date from their last edit. */
export function toEntry(doc: EntryRow): ArticleEntry | null {
  if (!isLocale(doc.language)) return null
  const category = doc.category && typeof doc.category === 'object' ? doc.category : null
  const categorySlug = category?.slug ?? null
  return {
    id: doc.id,
    language: doc.language,
    slug: doc.slug,
    href: articleHref(doc.language, doc.slug, categorySlug),
    categoryId: category?.id ?? (typeof doc.category === 'number' ? doc.category : null),
    categorySlug,
    translationKey: doc.translation_key ?? String(doc.id),
    title: doc.title,
    publishedAt: doc.published_at ?? doc.updatedAt,
    tags: (doc.tags ?? []).flatMap((tag) => (typeof tag === 'object' ? [tag.slug] : [])),
    keywords: doc.meta_keywords ?? [],
  }
}
