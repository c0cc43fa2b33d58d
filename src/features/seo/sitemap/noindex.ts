import { pickRecord, seoCandidates, splitPath } from '@/features/seo/manager/candidates'
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
  const isNoindex = (record: SeoRecord | undefined) => !!record?.robots_meta?.startsWith('noindex')
  // Usually no record says noindex: then a file of 2,000 URLs needs no path parsed.
  if (![...records.values()].some(isNoindex)) return urls
  // A record applies to a page only if both are the same path once the language prefix is off:
  // pages with no such record (most articles) are kept without working out their candidates.
  const bares = new Set([...records.keys()].map((key) => splitPath(key).bare))
  return urls.filter((url) => {
    // Every loc is absolute (absoluteUrl): its path is what follows the origin.
    const path = url.loc.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/'
    const bare = splitPath(path).bare
    if (bare !== '/' && !bares.has(bare)) return true
    const locale = path.split('/')[1] ?? 'fr'
    const record = pickRecord(seoCandidates(path, locale), records)
    return !isNoindex(record)
  })
}
