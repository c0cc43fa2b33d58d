import type { Payload } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'

/**
 * The rows a sitemap file needs, read with one SQL query per file instead of Payload's finds:
 * at 20,000 articles, loading and transforming each document (and its translation) made a file
 * take seconds. The query is plain SQL both adapters (SQLite and PostgreSQL) accept (enum
 * columns compared as text, as PostgreSQL wants). It bypasses the collection's read access, so
 * it applies the blog's visibility rule itself (`public-where.ts`: published, dated, date
 * come). Every value in it is generated here, none comes from a request.
 */
export type ArticleRow = {
  id: number
  language: Locale
  slug: string
  category: string | null
  title: string
  updatedAt: string
  translation: { language: Locale; slug: string; category: string | null } | null
  image: { filename: string; alt: string | null } | null
}

type RawExecute = (args: { drizzle: unknown; raw: string }) => Promise<{
  rows: Record<string, unknown>[]
}>

async function select(payload: Payload, raw: string): Promise<Record<string, unknown>[]> {
  const db = payload.db as unknown as { drizzle: unknown; execute: RawExecute }
  return (await db.execute({ drizzle: db.drizzle, raw })).rows
}

const visible = (alias: string, now: string) =>
  `${alias}."status" = 'published' AND ${alias}."published_at" IS NOT NULL AND ${alias}."published_at" <= '${now}'`

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const iso = (value: unknown) => new Date(value as string | Date).toISOString()

/** Visible articles, oldest first: `limit` of them after `offset`, and how many there are. */
export async function articleRows(
  payload: Payload,
  { now, limit, offset }: { now: Date; limit: number; offset: number },
): Promise<{ rows: ArticleRow[]; total: number }> {
  const at = now.toISOString()
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || !at.endsWith('Z')) {
    throw new Error('articleRows: limit and offset must be integers')
  }
  const [counted] = await select(
    payload,
    `SELECT COUNT(*) AS "total" FROM "blog_articles" a WHERE ${visible('a', at)}`,
  )
  // A picture's text in the article's language, else the French one: each joined on a literal
  // locale, so both use the (locale, parent) index. Joined on the article's language cast to
  // text (PostgreSQL's two enum types differ), SQLite built a temporary index for every file.
  // The file's ids first, from the visibility index alone (sorted by id: `+` keeps the planner
  // off the primary key, which would read every skipped article's row to check its date); only
  // those 2,000 rows are then joined, not every row the offset skips.
  const rows = await select(
    payload,
    `WITH "page" AS (
       SELECT a."id" FROM "blog_articles" a WHERE ${visible('a', at)}
       ORDER BY +a."id" LIMIT ${limit} OFFSET ${offset}
     )
     SELECT a."id", a."language", a."slug", a."title", a."updated_at" AS "updated",
       c."slug" AS "category",
       t."language" AS "t_language", t."slug" AS "t_slug", tc."slug" AS "t_category",
       m."filename" AS "filename", COALESCE(CASE WHEN CAST(a."language" AS TEXT) = 'en' THEN me."alt" END, mf."alt") AS "alt"
     FROM "page" JOIN "blog_articles" a ON a."id" = "page"."id"
     LEFT JOIN "blog_categories" c ON c."id" = a."category_id"
     LEFT JOIN "blog_articles" t ON t."translation_key" = a."translation_key"
       AND t."id" <> a."id" AND ${visible('t', at)}
     LEFT JOIN "blog_categories" tc ON tc."id" = t."category_id"
     LEFT JOIN "media" m ON m."id" = a."featured_image_id"
     LEFT JOIN "media_locales" me ON me."_parent_id" = m."id" AND me."_locale" = 'en'
     LEFT JOIN "media_locales" mf ON mf."_parent_id" = m."id" AND mf."_locale" = 'fr'
     ORDER BY a."id"`,
  )
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.flatMap((row) => {
      const language = text(row.language)
      if (!language || !isLocale(language)) return []
      const other = text(row.t_language)
      return [
        {
          id: Number(row.id),
          language,
          slug: String(row.slug),
          category: text(row.category),
          title: String(row.title ?? ''),
          updatedAt: iso(row.updated),
          translation:
            other && isLocale(other) && other !== language
              ? { language: other, slug: String(row.t_slug), category: text(row.t_category) }
              : null,
          image: row.filename ? { filename: String(row.filename), alt: text(row.alt) } : null,
        },
      ]
    }),
  }
}
