import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/features/seo/metadata'

export const dynamic = 'force-dynamic'

/** Crawlers: the whole site but the back office and the API, except the sitemaps. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: ['/', '/api/sitemap-blog', '/api/sitemap-images'],
      disallow: ['/admin', '/api/', '/blog-preview'],
    },
    sitemap: absoluteUrl('/sitemap-index.xml'),
  }
}
