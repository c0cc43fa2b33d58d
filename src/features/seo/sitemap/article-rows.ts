import type { Payload } from 'payload'

import { idRange } from '@/features/seo/sitemap/id-ranges'
import { visibleSql } from '@/features/seo/sitemap/visible-sql'
import { isLocale, type Locale } from '@/i18n/locales'
import { runSql } from '@/platform/setup/raw-sql'

/**
 * The rows a sitemap file needs, read with one SQL query per file instead of Payload's finds:
 * at 20,000 articles, loading and transforming each document (and its translation) made a file
 * take seconds. The query is plain SQL both adapters (SQLite and PostgreSQL) accept (enum
 * columns compared as text, as PostgreSQL wants), every value a parameter.
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

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const iso = (value: unknown) => new Date(value as string | Date).toISOString()

/** The visible articles of file `page` (its id range, `id-ranges.ts`), by id. */
export async function articleRows(
  payload: Payload,
  { now, page, perFile }: { now: Date; page: number; perFile: number },
): Promise<ArticleRow[]> {
  const { after, upTo } = idRange(page, perFile)
  // The file's ids first, walked in order on the index that starts with (status, id,
  // published_at) (the `blog_sitemap_walk` migration), which answers the visibility rule without
  // reading a row: the cost is the range's, not the blog's. Only those rows are then joined.
  // A picture's text in the article's language, else the French one: each joined on a literal
  // locale, so both use the (locale, parent) index. Joined on the article's language cast to
  // text (PostgreSQL's two enum types differ), SQLite built a temporary index for every file.
  const rows = await runSql(
    payload,
    (sql) => sql`WITH "page" AS (
       SELECT a."id" FROM "blog_articles" a
       WHERE a."id" > ${after} AND a."id" <= ${upTo} AND ${visibleSql(sql, 'a', now)}
     )
     SELECT a."id", a."language", a."slug", a."title", a."updated_at" AS "updated",
       c."slug" AS "category",
       t."language" AS "t_language", t."slug" AS "t_slug", tc."slug" AS "t_category",
       m."filename" AS "filename", COALESCE(CASE WHEN CAST(a."language" AS TEXT) = 'en' THEN me."alt" END, mf."alt") AS "alt"
     FROM "page" JOIN "blog_articles" a ON a."id" = "page"."id"
     LEFT JOIN "blog_categories" c ON c."id" = a."category_id"
     LEFT JOIN "blog_articles" t ON t."translation_key" = a."translation_key"
       AND t."id" <> a."id" AND ${visibleSql(sql, 't', now)}
     LEFT JOIN "blog_categories" tc ON tc."id" = t."category_id"
     LEFT JOIN "media" m ON m."id" = a."featured_image_id"
     LEFT JOIN "media_locales" me ON me."_parent_id" = m."id" AND me."_locale" = 'en'
     LEFT JOIN "media_locales" mf ON mf."_parent_id" = m."id" AND mf."_locale" = 'fr'
     ORDER BY a."id"`,
  )
  return rows.flatMap((row) => {
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
  })
}
