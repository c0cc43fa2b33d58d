import configPromise from '@payload-config'
import { getPayload, type Payload } from 'payload'

import type { ArticleSummary } from '@/features/blog/article-view'
import { articleSummaries } from '@/features/blog/queries/lists'
import { searchArticles } from '@/features/blog/search/search'
import { excerptAround, otherForms, queryTerms } from '@/features/blog/search/search-terms'
import { getProjects } from '@/features/portfolio/queries'
import { orderResults, type Found } from '@/features/search/result-order'
import { siteIndex } from '@/features/search/site-index'
import { rankedEntries, type SiteEntryKind } from '@/features/search/site-match'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { Locale } from '@/i18n/locales'

export const RESULTS_PER_PAGE = 10

/**
 * The best articles by the index's weights, ranked with the site's entries: enough for the first
 * pages, where a title naming the query must come first, while a common word still reads one
 * bounded page of the index. Past them the articles follow in the index's order, which only
 * lists lighter ones from there.
 */
export const RANKED_ARTICLES = 30

export type SearchResult = {
  kind: SiteEntryKind | 'article'
  href: string
  title: string
  text: string
  language: Locale
  /** An article's or a project's category, a question's theme. */
  category?: string
}

export type SearchOutcome = {
  terms: string[]
  /** Whole words the terms also match (their other number), for highlighting. */
  forms: string[]
  results: SearchResult[]
  total: number
  /** More articles match than were counted: `total` is a lower bound. */
  capped: boolean
  pages: number
}

export const noOutcome: SearchOutcome = {
  terms: [],
  forms: [],
  results: [],
  total: 0,
  capped: false,
  pages: 0,
}

const articleResult = (article: ArticleSummary): SearchResult => ({
  kind: 'article',
  href: article.href,
  title: article.title,
  text: article.excerpt,
  language: article.language,
  category: article.category?.name,
})

function toResult(found: Found, terms: string[], locale: Locale): SearchResult {
  if (found.kind === 'article') return articleResult(found.article)
  const { entry } = found
  return {
    kind: entry.kind,
    href: entry.href,
    title: entry.title,
    text: excerptAround(entry.text, terms),
    language: locale,
    category: entry.category,
  }
}

/** Articles in the index's order, from `offset`: those past the ranked ones. */
async function articlesAt(
  payload: Payload,
  q: string,
  locale: Locale,
  offset: number,
  limit: number,
): Promise<ArticleSummary[]> {
  const { hits } = await searchArticles(payload, q, locale, { offset, limit })
  return articleSummaries(
    hits.map((hit) => hit.id),
    locale,
  )
}

/**
 * The search page's results: the site's pages, projects, questions and guides in the visitor's
 * language, and the articles of both languages, in one ranking (`orderResults`): the visitor's
 * language first, a title naming the query before a mention in passing. Site entries are
 * matched in memory (a hundred, whatever the size of the blog); articles are read from their
 * search index, the best `rankedArticles` for every page, and those past them only when the
 * requested page reaches them.
 */
export async function searchSite(
  q: string,
  locale: Locale,
  page: number,
  { rankedArticles = RANKED_ARTICLES }: { rankedArticles?: number } = {},
): Promise<SearchOutcome> {
  const terms = queryTerms(q)
  if (terms.length === 0) return noOutcome
  const payload = await getPayload({ config: configPromise })
  const [settings, projects] = await Promise.all([getSiteSettings(), getProjects(locale)])
  const entries = rankedEntries(siteIndex(locale, { settings, projects }), terms)
  const best = await searchArticles(payload, q, locale, { limit: rankedArticles })
  const bestSummaries = await articleSummaries(
    best.hits.map((hit) => hit.id),
    locale,
  )
  const ranked = orderResults(entries, bestSummaries, terms, locale)
  const start = (page - 1) * RESULTS_PER_PAGE
  const end = start + RESULTS_PER_PAGE
  const restStart = Math.max(0, start - ranked.length)
  const restCount = Math.max(0, end - ranked.length) - restStart
  const rest =
    best.total > best.hits.length && restCount > 0
      ? await articlesAt(payload, q, locale, best.hits.length + restStart, restCount)
      : []
  const total = entries.length + best.total
  return {
    terms,
    forms: terms.flatMap(otherForms),
    results: [
      ...ranked.slice(start, end).map((found) => toResult(found, terms, locale)),
      ...rest.map(articleResult),
    ],
    total,
    capped: best.capped,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
  }
}
