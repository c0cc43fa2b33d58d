import { sitemapIndex } from '@/features/seo/sitemap/files'
import { xmlResponse } from '@/features/seo/sitemap/respond'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  return xmlResponse(request, await sitemapIndex())
}
