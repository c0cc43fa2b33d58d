import type { APIRequestContext } from '@playwright/test'

import { locales, type Locale } from '@/i18n/locales'
import { routeTable, type RouteDefinition, type RouteKey } from '@/i18n/route-table'

import { type PageHead, pageHead } from './page-head'
import { internalLinks, samplePath, walk, type WalkResult } from './route-walk'

/** One answer of the crawl, kept whole so that every per-page check reads it, not the server. */
export type CrawledPage = {
  path: string
  status: number
  headers: Record<string, string>
  /** The document when the answer is HTML, else ''. */
  html: string
  /** What a crawler reads in the document (read once, for every check). */
  head: PageHead
  bytes: Buffer
}

/** Where an internal link leads, and the page it was met on. */
export type CrawledLink = { from: string; result: WalkResult }

/** A page of the route table in one language, with the path it was sampled at. */
export type RoutePage = { key: RouteKey; locale: Locale; path: string; route: RouteDefinition }

export type Crawl = {
  /** Every route of the table in every language (the legacy id redirect aside). */
  routes: RoutePage[]
  /** The page URLs the sitemaps list (paths). */
  sitemapPaths: string[]
  /** Every path answered directly (no redirect followed), by path and query. */
  pages: Map<string, CrawledPage>
  /** Every internal link met on a crawled page, with where it leads and the page it is on. */
  links: Map<string, CrawledLink>
}

const MAX_LINKS = 600

/** The path the crawl read a route of the table at, in a language. */
export function routePath(crawl: Crawl, key: RouteKey, locale: Locale): string {
  const route = crawl.routes.find((each) => each.key === key && each.locale === locale)
  if (!route) throw new Error(`The crawl did not read ${key} in ${locale}`)
  return route.path
}

async function sitemapPaths(request: APIRequestContext, sitemap: string): Promise<string[]> {
  const response = await request.get(sitemap)
  if (response.status() !== 200) throw new Error(`${sitemap} answered ${response.status()}`)
  return [...(await response.text()).matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map(
    ([, location]) => new URL(location!.replaceAll('&amp;', '&')).pathname,
  )
}

async function fetchPage(request: APIRequestContext, path: string): Promise<CrawledPage> {
  const response = await request.get(path, { maxRedirects: 0 })
  const headers = response.headers()
  const bytes = await response.body()
  const html = (headers['content-type'] ?? '').includes('text/html') ? bytes.toString() : ''
  return { path, status: response.status(), headers, html, head: pageHead(html), bytes }
}

/** The page's alternates and language switch targets, which the crawl loads as well. */
function pageReferences({ alternates, switchLinks }: PageHead): string[] {
  const alternatePaths = Object.values(alternates).map((url) => new URL(url).pathname)
  return [...new Set([...alternatePaths, ...switchLinks.map((link) => link.href)])]
}

/**
 * Loads every page of the route table in both languages and every page the sitemaps list, once
 * each, then every page their alternates and language switches name, and walks every internal
 * link they hold (redirects followed hop by hop), so that the site-wide checks read one answer
 * per address instead of loading it again.
 */
export async function crawlSite(request: APIRequestContext): Promise<Crawl> {
  const routes: RoutePage[] = []
  for (const key of Object.keys(routeTable) as RouteKey[]) {
    // The legacy id address only redirects to a project's page.
    if (key === '/projet/[id]') continue
    for (const locale of locales) {
      routes.push({
        key,
        locale,
        path: await samplePath(request, key, locale),
        route: routeTable[key],
      })
    }
  }
  const sitemap = [
    ...(await sitemapPaths(request, '/sitemap-pages.xml')),
    ...(await sitemapPaths(request, '/api/sitemap-blog')),
  ]
  const pages = new Map<string, CrawledPage>()
  // The portfolio's filters are cached route segments of their own.
  const filtered = ['/en/portfolio?category=web', '/fr/realisations?category=ai']
  const queue = [...routes.map((route) => route.path), ...sitemap, ...filtered]
  while (queue.length > 0) {
    const path = queue.shift()!
    if (pages.has(path)) continue
    const page = await fetchPage(request, path)
    pages.set(path, page)
    if (page.status === 200) queue.push(...pageReferences(page.head))
  }
  // Links of pages outside the crawl (a tag, a filtered list) are followed too, as a visitor would.
  const links = new Map<string, CrawledLink>()
  const linkQueue = [...pages.values()].flatMap((page) =>
    internalLinks(page.html).map((link) => ({ link, from: page.path })),
  )
  while (linkQueue.length > 0 && links.size < MAX_LINKS) {
    const { link, from } = linkQueue.shift()!
    if (links.has(link)) continue
    const known = pages.get(link)
    const result: WalkResult = known
      ? { status: known.status, hops: [], finalPath: link, isHtml: !!known.html, links: [] }
      : await walk(request, link)
    links.set(link, { from, result })
    if (result.finalPath.startsWith('/admin')) continue
    linkQueue.push(...result.links.map((next) => ({ link: next, from: result.finalPath })))
  }
  return { routes, sitemapPaths: [...new Set(sitemap)], pages, links }
}
