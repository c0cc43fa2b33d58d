import type { CtaIcon, CtaServiceType } from '@/features/blog/content/cta-options'
import type { LexicalDocument } from '@/features/blog/content/lexical-tree'
import type { Locale } from '@/i18n/locales'

export type ArticleCategory = { slug: string; name: string; color: string }
export type ArticleTag = { slug: string; name: string }
export type ArticleImage = { url: string; alt: string; width: number; height: number }

/** What lists, cards, the footer, feeds and search show of an article. */
export type ArticleSummary = {
  id: number
  language: Locale
  slug: string
  translationKey: string
  title: string
  excerpt: string
  /** Canonical path: /{lang}/blog/{categorySlug}/{articleSlug} (or /{lang}/blog/{slug}). */
  href: string
  category: ArticleCategory | null
  tags: ArticleTag[]
  image: ArticleImage | null
  publishedAt: string
  updatedAt: string
  readingTime: number
  viewsCount: number
}

/** The article page: the summary plus its body and what surrounds it. */
export type ArticleView = ArticleSummary & {
  content: LexicalDocument
  /** Level-2 headings, in order. */
  sections: string[]
  wordCount: number
  author: { name: string; bio: string }
  metaTitle: string
  metaDescription: string
  metaKeywords: string[]
  ogImage: ArticleImage | null
  /** The owner's own share image (`og_image`); without one the page's image is generated. */
  shareImage: ArticleImage | null
}

export type ContextualCta = {
  serviceType: CtaServiceType
  icon: CtaIcon
  title: string
  description: string
  buttonText: string
  href: string
}
