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
 * stays that of a small blog's single file however many articles there are, and far under the
 * 2 MB Next.js keeps in its data cache (an article's entry with its alternates is about 600
 * bytes); large enough that the index stays short.
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

/** Articles by id range, `page` from 1. Null for a range with no visible article. */
export const blogSitemap = unstable_cache(
  async (page: number) => {
    const urls = await articleUrls(await payload(), {
      page,
      perFile: ARTICLES_PER_FILE,
      withImages: false,
    })
    return urls.length ? urlsetXml(await filtered(urls)) : null
  },
  ['sitemap-blog'],
  cacheOptions,
)

/** Pictures: file 1 holds the projects', the next ones the hero images of an id range each. */
export const imagesSitemap = unstable_cache(
  async (page: number) => {
    const p = await payload()
    if (page === 1) return urlsetXml(await filtered(await projectUrls(p, true)))
    const urls = await articleUrls(p, {
      page: page - 1,
      perFile: ARTICLES_PER_FILE,
      withImages: true,
    })
    const pictured = urls.filter((url) => url.images?.length)
    return pictured.length ? urlsetXml(await filtered(pictured)) : null
  },
  ['sitemap-images'],
  cacheOptions,
)

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
