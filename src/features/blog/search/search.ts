import type { Payload } from 'payload'

import { otherForms, queryTerms } from '@/features/blog/search/search-terms'
import { runSql, type SqlTag } from '@/platform/setup/raw-sql'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * Index rows read per query term at most: a very common word or prefix cannot make one query
 * heavy. The rows come in index order, so the exact word ("site") is read before its longer
 * forms. At 10,000 articles per language a query on "site" (12,000 index rows) costs 9 ms with
 * 2,000 of them, 4 ms with 1,000. A term that reaches the bound makes the count a lower bound
 * (`capped`), which the results page says.
 */
const MAX_ROWS_PER_TERM = 2000

/** The string just after every string starting with `prefix` (its range's upper bound). */
export function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
}

export type ArticleHit = { id: number; language: Locale }
export type ArticleHits = {
  hits: ArticleHit[]
  total: number
  /** A term matched more index rows than are read: there are more matches than `total`. */
  capped: boolean
}

/**
 * The index rows of one query term (`k`): the words it starts, then the other number of itself
 * as whole words ("projets" also finds "projet"). Two reads, each bounded, told apart by `p` so
 * that `capped` says when either reached its bound.
 */
function termRows(sql: SqlTag, term: string, index: number, maxRows: number) {
  const [k, starts, whole] = [index, 2 * index, 2 * index + 1].map((n) => sql.raw(String(n)))
  const rows = [
    sql`SELECT "article_id", "weight", ${k} AS "k", ${starts} AS "p" FROM (SELECT "article_id", "weight" FROM "blog_search_terms" WHERE "term" >= ${term} AND "term" < ${prefixEnd(term)} ORDER BY "term" LIMIT ${maxRows}) AS ${sql.raw(`"t${index}"`)}`,
  ]
  const forms = otherForms(term)
  if (forms.length === 0) return rows
  const list = sql.join(
    forms.map((form) => sql`${form}`),
    sql`, `,
  )
  return [
    ...rows,
    sql`SELECT "article_id", "weight", ${k} AS "k", ${whole} AS "p" FROM (SELECT "article_id", "weight" FROM "blog_search_terms" WHERE "term" IN (${list}) LIMIT ${maxRows}) AS ${sql.raw(`"f${index}"`)}`,
  ]
}

/**
 * Articles matching every term of the query (a term matches the words it starts, and the other
 * number of itself: singular or plural), ranked with the visitor's language first, then by the
 * summed weights of the matching words, newest id last; `limit` of them after `offset`, and how
 * many match. One SQL query on the search index (a range per term on its `term` index, and the
 * term's other forms looked up on the same index), joined to the articles for the visibility rule of
 * `public-where.ts` (published, dated, date come): no article body is read, and the page of ids
 * is all that leaves the database. The terms are parameters, never spliced into the text.
 */
export async function searchArticles(
  payload: Payload,
  q: string,
  locale: Locale,
  {
    offset = 0,
    limit = 50,
    maxRowsPerTerm = MAX_ROWS_PER_TERM,
  }: { offset?: number; limit?: number; maxRowsPerTerm?: number } = {},
): Promise<ArticleHits> {
  const terms = queryTerms(q)
  if (terms.length === 0) return { hits: [], total: 0, capped: false }
  const now = new Date().toISOString()
  const page = (sql: SqlTag, from: number, count: number) => {
    const matches = sql.join(
      terms.flatMap((term, index) => termRows(sql, term, index, maxRowsPerTerm)),
      sql` UNION ALL `,
    )
    return sql`
    WITH "m" AS (${matches})
    SELECT a."id", a."language", COUNT(*) OVER () AS "total",
      (SELECT MAX("n") FROM (SELECT COUNT(*) AS "n" FROM "m" GROUP BY "p") AS "w") AS "widest"
    FROM "m" CROSS JOIN "blog_articles" a
    WHERE a."id" = "m"."article_id" AND a."status" = 'published' AND a."published_at" IS NOT NULL AND a."published_at" <= ${now}
    GROUP BY a."id", a."language"
    HAVING COUNT(DISTINCT "m"."k") = ${terms.length}
    ORDER BY CASE WHEN CAST(a."language" AS TEXT) = ${locale} THEN 0 ELSE 1 END,
      SUM("m"."weight") DESC, a."id" DESC
    LIMIT ${count} OFFSET ${from}`
  }
  // SQLite keeps the written order of a CROSS JOIN: the matched rows first, then each article
  // by its key, so the cost stays bounded by the rows read. With a plain JOIN it started from
  // the articles' status index and read every published article (41 ms instead of 9 at 10,000
  // per language). PostgreSQL plans it as any inner join.
  let rows = await runSql(payload, (sql) => page(sql, offset, limit))
  const capped = (first: Record<string, unknown> | undefined) =>
    Number(first?.widest ?? 0) >= maxRowsPerTerm
  // Past the last page (or for no row at all) the window count has no row to ride on: ask for
  // the first one alone.
  if (rows.length === 0 && (offset > 0 || limit === 0)) {
    rows = await runSql(payload, (sql) => page(sql, 0, 1))
    return { hits: [], total: Number(rows[0]?.total ?? 0), capped: capped(rows[0]) }
  }
  return {
    total: Number(rows[0]?.total ?? 0),
    capped: capped(rows[0]),
    hits: rows.flatMap((row) => {
      const language = String(row.language)
      return isLocale(language) ? [{ id: Number(row.id), language }] : []
    }),
  }
}
