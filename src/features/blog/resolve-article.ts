import { normalizeForSearch } from '@/features/blog/search-terms'
import { slugVariants, titleSearchWord } from '@/features/blog/slug-fallback'
import type { Locale } from '@/i18n/locales'

/** What resolution needs of an article (the article index's entries satisfy it). */
export type ResolvableArticle = {
  id: number
  language: Locale
  slug: string
  href: string
  categorySlug: string | null
  title: string
}

export type Resolution<T> =
  { kind: 'article'; article: T } | { kind: 'redirect'; href: string; permanent: boolean }

/**
 * The spec's four-step lookup for `/{lang}/blog/<rest>`, newest first at each step: (1) the
 * full slug, (2) the last segment and its variants, (3) the first meaningful word of the slug
 * in titles and slugs, (4) the last segment in any language. The canonical address renders;
 * an exact match elsewhere is a permanent redirect, a guess a temporary one; nothing found goes
 * to the blog list. `articles` must be newest first.
 */
export function resolveArticle<T extends ResolvableArticle>(
  articles: readonly T[],
  locale: Locale,
  segments: readonly string[],
): Resolution<T> {
  const blog: Resolution<T> = { kind: 'redirect', href: `/${locale}/blog`, permanent: false }
  const last = segments.at(-1)
  if (!last) return blog
  const path = `/${locale}/blog/${segments.join('/')}`
  const inLocale = articles.filter((article) => article.language === locale)
  const found = (article: T | undefined, exact: boolean): Resolution<T> | null => {
    if (!article) return null
    if (article.href === path) return { kind: 'article', article }
    return { kind: 'redirect', href: article.href, permanent: exact }
  }
  const variants = slugVariants(last)
  const word = titleSearchWord(last)
  return (
    found(
      inLocale.find((article) => article.slug === segments.join('/')),
      true,
    ) ??
    found(
      inLocale.find((article) => variants.includes(article.slug)),
      true,
    ) ??
    (word
      ? found(
          inLocale.find(
            (article) =>
              article.slug.includes(word) || normalizeForSearch(article.title).includes(word),
          ),
          false,
        )
      : null) ??
    found(
      articles.find((article) => variants.includes(article.slug)),
      true,
    ) ??
    blog
  )
}

/**
 * Where the language switch goes from an article: its newest visible translation, else the
 * other language's blog index (spec "Translation lookup").
 */
export function translationHref(
  articles: readonly (ResolvableArticle & { translationKey: string })[],
  article: { translationKey: string },
  target: Locale,
): string {
  const translation = articles.find(
    (candidate) =>
      candidate.language === target && candidate.translationKey === article.translationKey,
  )
  return translation?.href ?? `/${target}/blog`
}
