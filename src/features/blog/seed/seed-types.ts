import type { Locale } from '@/i18n/locales'

/** The four blog categories (filter values and URL segments). */
export type BlogCategorySlug = 'ai' | 'web' | 'strategy' | 'tutorial'

/** One language version of a seeded article; its body is `<translationKey>.<lang>.md` beside it. */
export type SeedArticleVersion = {
  slug: string
  title: string
  excerpt: string
  metaTitle: string
  metaDescription: string
  metaKeywords: string[]
}

/**
 * A seeded article: the language versions share a translation key (one row per language, linked
 * by `translation_key`), a category, tags and a publication date. Its hero image is
 * `src/features/blog/seed-images/<translationKey>.webp`, described by `image-alts.ts`.
 */
export type SeedArticle = {
  translationKey: string
  category: BlogCategorySlug
  /** Slugs of `seed-tags.ts`. */
  tags: string[]
  /** ISO date-time in UTC. */
  publishedAt: string
  versions: Partial<Record<Locale, SeedArticleVersion>>
}

export type SeedTag = { slug: string; name: Record<Locale, string> }
