import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { PROJECTS_TAG } from '@/collections/Projects/cache-tag'
import { SEO_CACHE_TAG } from '@/features/seo/manager/cache-tag'
import { activeSeoRecords } from '@/features/seo/manager/queries'
import { absoluteUrl } from '@/features/seo/metadata'
import { blogFiles } from '@/features/seo/sitemap/blog-files'
import { withoutNoindex } from '@/features/seo/sitemap/noindex'
import { staticPageUrls } from '@/features/seo/sitemap/page-urls'
import { articleUrls, categoryUrls, projectUrls } from '@/features/seo/sitemap/sources'
import { sitemapIndexXml, urlsetXml, type SitemapUrl } from '@/features/seo/sitemap/xml'

// Scheduled articles join within a minute, like the blog; publishing expires the tags at once.
const cacheOptions = { tags: [BLOG_TAG, PROJECTS_TAG, SEO_CACHE_TAG], revalidate: 60 }

const payload = () => getPayload({ config: configPromise })

/**
 * Article ids per blog or image sitemap file (`id-ranges.ts`). Small enough that a file's cost
 * stays that of a small blog's single file however many articles there are (an article's entry
 * with its alternates is about 600 bytes); large enough that the index stays short.
 */
export const ARTICLES_PER_FILE = 250

async function filtered(urls: SitemapUrl[]) {
  return withoutNoindex(urls, await activeSeoRecords())
}

/** Pages, portfolio projects and blog categories: one file (a few hundred URLs at most). */
export const pagesSitemap = unstable_cache(
  async () => {
    const p = await payload()
    const urls = [...staticPageUrls(), ...(await projectUrls(p, false)), ...(await categoryUrls(p))]
    return urlsetXml(await filtered(urls))
  },
  ['sitemap-pages'],
  cacheOptions,
)

/**
 * Articles by id range, `page` from 1. Null for a range with no visible article. Read on every
 * request, outside Next.js's data cache: storing a file's 140 KB cost about as much as reading it
 * (one indexed query of at most 250 rows), and crawlers read a file once after it changed (the
 * index's lastmod). Without it the whole set of 20,000 articles after a publication went from
 * 1.4-1.6 s to 1.1-1.3 s (Node 20, same host), and a file always shows the blog as it is.
 * Crawlers and proxies may still keep a file a minute (`xmlResponse`).
 */
export async function blogSitemap(page: number): Promise<string | null> {
  const urls = await articleUrls(await payload(), {
    page,
    perFile: ARTICLES_PER_FILE,
    withImages: false,
  })
  return urls.length ? urlsetXml(await filtered(urls)) : null
}

/** The projects' pictures: the images sitemap's first file, kept like the pages' file. */
const projectImagesSitemap = unstable_cache(
  async () => urlsetXml(await filtered(await projectUrls(await payload(), true))),
  ['sitemap-images-projects'],
  cacheOptions,
)

/**
 * Pictures: file 1 holds the projects', the next ones the hero images of an id range each, read
 * like the blog's files.
 */
export async function imagesSitemap(page: number): Promise<string | null> {
  if (page === 1) return projectImagesSitemap()
  const urls = await articleUrls(await payload(), {
    page: page - 1,
    perFile: ARTICLES_PER_FILE,
    withImages: true,
  })
  const pictured = urls.filter((url) => url.images?.length)
  return pictured.length ? urlsetXml(await filtered(pictured)) : null
}

/** The index: every child file that has content, each blog file with its own lastmod. */
export const sitemapIndex = unstable_cache(
  async () => {
    const files = await blogFiles(await payload(), {
      now: new Date(),
      perFile: ARTICLES_PER_FILE,
    })
    const loc = (path: string, page: number) =>
      absoluteUrl(`${path}${page === 1 ? '' : `?page=${page}`}`)
    return sitemapIndexXml([
      { loc: absoluteUrl('/sitemap-pages.xml') },
      ...files.map((file) => ({ loc: loc('/api/sitemap-blog', file.page), lastmod: file.lastmod })),
      { loc: absoluteUrl('/api/sitemap-images') },
      ...files
        .filter((file) => file.pictured)
        .map((file) => ({ loc: loc('/api/sitemap-images', file.page + 1), lastmod: file.lastmod })),
    ])
  },
  ['sitemap-index'],
  cacheOptions,
)
