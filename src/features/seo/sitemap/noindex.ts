import { pickRecord, seoCandidates } from '@/features/seo/manager/candidates'
import type { SeoRecord } from '@/features/seo/manager/overrides'
import type { SitemapUrl } from '@/features/seo/sitemap/xml'

/**
 * Drops the URLs whose SEO record (the one the page itself would use) says noindex, so the
 * sitemaps never list a page that asks search engines to leave it out.
 */
export function withoutNoindex(
  urls: SitemapUrl[],
  records: ReadonlyMap<string, SeoRecord>,
): SitemapUrl[] {
  if (records.size === 0) return urls
  return urls.filter((url) => {
    const path = new URL(url.loc).pathname
    const locale = path.split('/')[1] ?? 'fr'
    const record = pickRecord(seoCandidates(path, locale), records)
    return !record?.robots_meta?.startsWith('noindex')
  })
}
