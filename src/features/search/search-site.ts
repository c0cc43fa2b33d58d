import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { articleSummaries } from '@/features/blog/queries/lists'
import { searchArticles } from '@/features/blog/search/search'
import { excerptAround, otherForms, queryTerms } from '@/features/blog/search/search-terms'
import { getProjects } from '@/features/portfolio/queries'
import { siteIndex } from '@/features/search/site-index'
import { rankEntries, type SiteEntryKind } from '@/features/search/site-match'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { Locale } from '@/i18n/locales'

export const RESULTS_PER_PAGE = 10

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

/**
 * The search page's results: the site's pages, projects, questions and guides in the visitor's
 * language, then the articles of both languages (the visitor's first, by score). Site entries
 * are matched in memory (a hundred, whatever the size of the blog); only the requested page of
 * articles is read, in one query on the articles' search index.
 */
export async function searchSite(q: string, locale: Locale, page: number): Promise<SearchOutcome> {
  const terms = queryTerms(q)
  if (terms.length === 0) return noOutcome
  const payload = await getPayload({ config: configPromise })
  const [settings, projects] = await Promise.all([getSiteSettings(), getProjects(locale)])
  const entries = rankEntries(siteIndex(locale, { settings, projects }), terms)
  const start = (page - 1) * RESULTS_PER_PAGE
  const end = start + RESULTS_PER_PAGE
  const siteResults: SearchResult[] = entries.slice(start, end).map((entry) => ({
    kind: entry.kind,
    href: entry.href,
    title: entry.title,
    text: excerptAround(entry.text, terms),
    language: locale,
    category: entry.category,
  }))
  const articleStart = Math.max(0, start - entries.length)
  const articles = await searchArticles(payload, q, locale, {
    offset: articleStart,
    limit: Math.max(0, end - entries.length) - articleStart,
  })
  const total = entries.length + articles.total
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
    forms: terms.flatMap(otherForms),
    results: [...siteResults, ...articleResults],
    total,
    capped: articles.capped,
    pages: Math.ceil(total / RESULTS_PER_PAGE),
  }
}
