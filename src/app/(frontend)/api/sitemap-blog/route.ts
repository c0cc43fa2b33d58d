import { blogSitemap } from '@/features/seo/sitemap/files'
import { sitemapPage, xmlResponse } from '@/features/seo/sitemap/respond'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const page = sitemapPage(request)
  return xmlResponse(page === null ? null : await blogSitemap(page))
}
