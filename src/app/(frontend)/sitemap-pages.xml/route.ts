import { pagesSitemap } from '@/features/seo/sitemap/files'
import { xmlResponse } from '@/features/seo/sitemap/respond'

export const dynamic = 'force-dynamic'

export async function GET() {
  return xmlResponse(await pagesSitemap())
}
