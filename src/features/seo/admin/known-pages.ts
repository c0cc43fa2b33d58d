import { locales } from '@/i18n/locales'
import { localizedPath } from '@/i18n/pathnames'
import { listedStaticRoutes } from '@/i18n/route-table'

/** Every listed page of the route table in both languages (the SEO Manager's rows). */
export function knownPagePaths(): string[] {
  const keys = listedStaticRoutes()
  return locales.flatMap((locale) => keys.map((key) => localizedPath(locale, key)))
}

export type SeoRowRecord = {
  id: number
  url: string
  page_type: string
  is_active?: boolean | null
  title?: string | null
  robots_meta?: string | null
  audit_score?: number | null
}

export type SeoRow = { path: string; record?: SeoRowRecord }

/**
 * Known pages joined with the records that apply to them (exact path, or the same path without
 * its language prefix), then records for other paths (articles, projects), filtered by `query`.
 */
export function seoRows(paths: string[], records: SeoRowRecord[], query: string): SeoRow[] {
  const byUrl = new Map(records.map((record) => [record.url, record]))
  const bare = (path: string) => path.replace(/^\/(fr|en)(?=\/|$)/, '') || '/'
  const used = new Set<string>()
  const rows: SeoRow[] = paths.map((path) => {
    const record = byUrl.get(path) ?? byUrl.get(bare(path))
    if (record) used.add(record.url)
    return { path, record }
  })
  for (const record of records) {
    if (!used.has(record.url)) rows.push({ path: record.url, record })
  }
  const q = query.trim().toLowerCase()
  return q
    ? rows.filter((row) =>
        `${row.path} ${row.record?.title ?? ''} ${row.record?.page_type ?? ''}`
          .toLowerCase()
          .includes(q),
      )
    : rows
}
