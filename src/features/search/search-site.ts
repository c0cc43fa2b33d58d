import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { articleSummaries } from '@/features/blog/queries/lists'
import { searchArticles } from '@/features/blog/search'
import { queryTerms, tokenize } from '@/features/blog/search-terms'
import { sitePages, type SitePage } from '@/features/search/site-pages'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { Locale } from '@/i18n/locales'

export const RESULTS_PER_PAGE = 10

export type SearchResult = {
  kind: 'page' | 'article'
  href: string
  title: string
  text: string
  language: Locale
  category?: string
}

export type SearchOutcome = {
  terms: string[]
  results: SearchResult[]
  total: number
  pages: number
}

/** A page matches when each term starts one of its title or description words. */
export function matchPages(pages: SitePage[], terms: string[]): SitePage[] {
  const scored = pages.flatMap((page) => {
    const title = tokenize(page.title)
    const all = [...title, ...tokenize(page.description)]
    if (!terms.every((term) => all.some((word) => word.startsWith(term)))) return []
    const score = terms.filter((term) => title.some((word) => word.startsWith(term))).length
    return [{ page, score }]
  })
  return scored.sort((a, b) => b.score - a.score).map(({ page }) => page)
}

/**
 * The search page's results: pages of the site and articles of both languages, the visitor's
 * language first (its pages, then its articles by score), then the other language's articles.
 * Only the requested page of articles is read in full.
 */
export async function searchSite(q: string, locale: Locale, page: number): Promise<SearchOutcome> {
  const terms = queryTerms(q)
  if (terms.length === 0) return { terms, results: [], total: 0, pages: 0 }
  const payload = await getPayload({ config: configPromise })
  const pages = matchPages(sitePages(locale, await getSiteSettings()), terms)
  const start = (page - 1) * RESULTS_PER_PAGE
  const end = start + RESULTS_PER_PAGE
  const pageResults: SearchResult[] = pages.slice(start, end).map((match) => ({
    kind: 'page',
    href: match.href,
    title: match.title,
    text: match.description,
    language: locale,
  }))
  const articleStart = Math.max(0, start - pages.length)
  const articles = await searchArticles(payload, q, locale, {
    offset: articleStart,
    limit: Math.max(0, end - pages.length) - articleStart,
  })
  const total = pages.length + articles.total
  const summaries = await articleSummaries(
    articles.hits.map((hit) => hit.id),
    locale,
  )
  const articleResults: SearchResult[] = summaries.map((article) => ({
    kind: 'article',
    href: article.href,
    title: article.title,
    text: article.excerpt,
    language: article.language,
    category: article.category?.name,
  }))
  return {
    terms,
    results: [...pageResults, ...articleResults],
    total,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
  }
}
