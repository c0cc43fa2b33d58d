import fs from 'node:fs'
import path from 'node:path'

import type { Crawl, CrawledLink, CrawledPage } from './crawl'

/**
 * The run's one crawl, made by the global setup before any test and shared by every worker
 * through this file: the workers never crawl again, and no test changes the site before it.
 */
const crawlStateFile = path.resolve(import.meta.dirname, '../../../test-results/.crawl/crawl.json')

type StoredPage = Omit<CrawledPage, 'bytes'> & { bytes: string }
type Stored = Omit<Crawl, 'pages' | 'links'> & {
  pages: StoredPage[]
  links: [string, CrawledLink][]
}

export function saveCrawl(crawl: Crawl): void {
  const stored: Stored = {
    routes: crawl.routes,
    sitemapPaths: crawl.sitemapPaths,
    pages: [...crawl.pages.values()].map((page) => ({
      ...page,
      bytes: page.bytes.toString('base64'),
    })),
    links: [...crawl.links],
  }
  fs.mkdirSync(path.dirname(crawlStateFile), { recursive: true })
  fs.writeFileSync(crawlStateFile, JSON.stringify(stored))
}

export function loadCrawl(): Crawl {
  if (!fs.existsSync(crawlStateFile)) throw new Error('No crawl: the global setup makes it')
  const stored = JSON.parse(fs.readFileSync(crawlStateFile, 'utf8')) as Stored
  const pages = stored.pages.map((page): CrawledPage => ({
    ...page,
    bytes: Buffer.from(page.bytes, 'base64'),
  }))
  return {
    routes: stored.routes,
    sitemapPaths: stored.sitemapPaths,
    pages: new Map(pages.map((page) => [page.path, page])),
    links: new Map(stored.links),
  }
}
