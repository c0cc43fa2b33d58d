import { slugVariants, titleSearchWord } from '@/features/blog/addresses/slug-fallback'
import type { Locale } from '@/i18n/locales'

/** What resolution needs of an article. */
export type ResolvableArticle = { href: string }

export type Resolution<T> =
  { kind: 'article'; article: T } | { kind: 'redirect'; href: string; permanent: boolean }

/**
 * The lookups resolution makes, each answering the newest visible match. They query the
 * database one article at a time, so resolving costs the same with ten articles or ten
 * thousand.
 */
export type ArticleFinder<T> = {
  /** An article whose slug is one of `slugs`, in `language` (any language when null). */
  bySlug(language: Locale | null, slugs: string[]): Promise<T | null>
  /** An article of `language` whose slug or title contains `word`. */
  byWord(language: Locale, word: string): Promise<T | null>
}

/**
 * The four-step lookup for `/{lang}/blog/<rest>`, newest first at each step: (1) the
 * full slug, (2) the last segment and its variants, (3) the first meaningful word of the slug
 * in titles and slugs, (4) the last segment in any language. The canonical address renders;
 * an exact match elsewhere is a permanent redirect, a guess a temporary one; nothing found goes
 * to the blog list.
 */
export async function resolveArticle<T extends ResolvableArticle>(
  find: ArticleFinder<T>,
  locale: Locale,
  segments: readonly string[],
): Promise<Resolution<T>> {
  const blog: Resolution<T> = { kind: 'redirect', href: `/${locale}/blog`, permanent: false }
  const last = segments.at(-1)
  if (!last) return blog
  const path = `/${locale}/blog/${segments.join('/')}`
  const found = (article: T | null, exact: boolean): Resolution<T> | null => {
    if (!article) return null
    if (article.href === path) return { kind: 'article', article }
    return { kind: 'redirect', href: article.href, permanent: exact }
  }
  const variants = slugVariants(last)
  const word = titleSearchWord(last)
  const steps: (() => Promise<Resolution<T> | null>)[] = [
    async () => found(await find.bySlug(locale, [segments.join('/')]), true),
    async () => found(await find.bySlug(locale, variants), true),
    async () => (word ? found(await find.byWord(locale, word), false) : null),
    async () => found(await find.bySlug(null, variants), true),
  ]
  for (const step of steps) {
    const resolution = await step()
    if (resolution) return resolution
  }
  return blog
}
