import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { PROJECTS_TAG } from '@/collections/Projects/cache-tag'
import { publicArticleWhere } from '@/features/blog/publishing/public-where'
import { SEO_CACHE_TAG } from '@/features/seo/manager/cache-tag'
import { activeSeoRecords } from '@/features/seo/manager/queries'
import { absoluteUrl } from '@/features/seo/metadata'
import { withoutNoindex } from '@/features/seo/sitemap/noindex'
import { staticPageUrls } from '@/features/seo/sitemap/page-urls'
import { articleUrls, categoryUrls, projectUrls } from '@/features/seo/sitemap/sources'
import {
  fileCount,
  newest,
  sitemapIndexXml,
  urlsetXml,
  type SitemapUrl,
} from '@/features/seo/sitemap/xml'

// Scheduled articles join within a minute, like the blog; publishing expires the tags at once.
const cacheOptions = { tags: [BLOG_TAG, PROJECTS_TAG, SEO_CACHE_TAG], revalidate: 60 }

const payload = () => getPayload({ config: configPromise })

/**
 * Articles per blog or image sitemap file. The protocol allows 50,000, but a file must stay under
 * the 2 MB Next.js keeps in its data cache (an article's entry with its alternates is about
 * 600 bytes), or every crawler request would rebuild it.
 */
export const ARTICLES_PER_FILE = 2_000

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

/** Articles, 2,000 per file, `page` from 1. Null past the last file. */
export const blogSitemap = unstable_cache(
  async (page: number) => {
    const { urls, total } = await articleUrls(await payload(), {
      page,
      perPage: ARTICLES_PER_FILE,
      withImages: false,
    })
    if (page > fileCount(total, ARTICLES_PER_FILE)) return null
    return urlsetXml(await filtered(urls))
  },
  ['sitemap-blog'],
  cacheOptions,
)

/** Pictures: file 1 holds the projects', the next ones the articles' hero images. */
export const imagesSitemap = unstable_cache(
  async (page: number) => {
    const p = await payload()
    if (page === 1) return urlsetXml(await filtered(await projectUrls(p, true)))
    const { urls, total } = await articleUrls(p, {
      page: page - 1,
      perPage: ARTICLES_PER_FILE,
      withImages: true,
    })
    if (page - 1 > fileCount(total, ARTICLES_PER_FILE)) return null
    return urlsetXml(await filtered(urls.filter((url) => url.images?.length)))
  },
  ['sitemap-images'],
  cacheOptions,
)

/** The index: every child file, with the newest change of the articles as their lastmod. */
export const sitemapIndex = unstable_cache(
  async () => {
    const { docs, totalDocs } = await (
      await payload()
    ).find({
      collection: 'blog-articles',
      where: publicArticleWhere(new Date()),
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: false,
    })
    const files = fileCount(totalDocs, ARTICLES_PER_FILE)
    const blogLastmod = newest(docs.map((doc) => doc.updatedAt))
    const pages = (path: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        loc: absoluteUrl(`${path}${i === 0 ? '' : `?page=${i + 1}`}`),
        lastmod: blogLastmod,
      }))
    return sitemapIndexXml([
      { loc: absoluteUrl('/sitemap-pages.xml') },
      ...pages('/api/sitemap-blog', files),
      ...pages('/api/sitemap-images', files + 1),
    ])
  },
  ['sitemap-index'],
  cacheOptions,
)
