import type { SqlTag } from '@/platform/setup/raw-sql'

/**
 * The blog's visibility rule (`public-where.ts`: published, dated, date come) as SQL for the
 * sitemap's hand-written queries, which bypass the collection's read access. `alias` is one of
 * the queries' own table aliases, never input; the date is a parameter.
 */
export function visibleSql(sql: SqlTag, alias: 'a' | 't', now: Date) {
  const column = (name: string) => sql.raw(`${alias}."${name}"`)
  return sql`${column('status')} = 'published' AND ${column('published_at')} IS NOT NULL AND ${column('published_at')} <= ${now.toISOString()}`
}
