import type { ArticleSummary } from '@/features/blog/article-view'
import {
  byRank,
  indexEntry,
  weigh,
  type Ranked,
  type SiteEntry,
} from '@/features/search/site-match'
import type { Locale } from '@/i18n/locales'

/** A result of either source, before it is shown. */
export type Found =
  { kind: 'entry'; entry: SiteEntry } | { kind: 'article'; article: ArticleSummary }

/**
 * An article, by what its summary shows: its title, its category and tags, its excerpt. The
 * articles' index found it by every term, but keeps one weight per word for all its fields,
 * which cannot tell a title from a tag and a body: what the summary does not show ranks as the
 * body (its headings and meta keywords included).
 */
export function rankArticle(article: ArticleSummary, terms: string[]): Ranked<Found> {
  const indexed = indexEntry({
    title: article.title,
    aliases: [],
    labels: [article.category?.name ?? '', ...article.tags.map((tag) => tag.name)],
    description: article.excerpt,
    headings: [],
    body: [],
  })
  const { tier, score } = weigh(indexed, terms)
  return { entry: { kind: 'article', article }, tier, score }
}

const otherLanguage = (found: Found, locale: Locale) =>
  found.kind === 'article' && found.article.language !== locale ? 1 : 0

/**
 * The site's entries (ranked by `rankedEntries`) and the articles (in the index's order) in one
 * list, best first: the visitor's language first, as the entries all are, then by tier and
 * score. Between equals the entries come first, and each source keeps its order.
 */
export function orderResults(
  entries: Ranked<SiteEntry>[],
  articles: ArticleSummary[],
  terms: string[],
  locale: Locale,
): Found[] {
  const ranked: Ranked<Found>[] = [
    ...entries.map(({ entry, tier, score }) => ({
      entry: { kind: 'entry' as const, entry },
      tier,
      score,
    })),
    ...articles.map((article) => rankArticle(article, terms)),
  ]
  return ranked
    .sort((a, b) => otherLanguage(a.entry, locale) - otherLanguage(b.entry, locale) || byRank(a, b))
    .map(({ entry }) => entry)
}
