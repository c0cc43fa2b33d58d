import type { Payload } from 'payload'

import { idRange } from '@/features/seo/sitemap/id-ranges'
import { visibleSql } from '@/features/seo/sitemap/visible-sql'
import { isLocale, type Locale } from '@/i18n/locales'
import { selectJsonRows } from '@/platform/setup/raw-sql'

/**
 * The rows a sitemap file needs, read with one SQL query per file instead of Payload's finds:
 * at 20,000 articles, loading and transforming each document (and its translation) made a file
 * take seconds. The query is plain SQL both adapters (SQLite and PostgreSQL) accept (enum
 * columns compared as text, as PostgreSQL wants), every value a parameter; its rows come back
 * packed as JSON (`selectJsonRows`), three times faster than the driver's row objects.
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
  {
    now,
    page,
    perFile,
    withImages,
  }: { now: Date; page: number; perFile: number; withImages: boolean },
): Promise<ArticleRow[]> {
  const { after, upTo } = idRange(page, perFile)
  // The file's ids first, walked in order on the index that starts with (status, id,
  // published_at) (the `blog_sitemap_walk` migration), which answers the visibility rule without
  // reading a row: the cost is the range's, not the blog's. Only those rows are then joined.
  // A picture's text in the article's language, else the French one: each joined on a literal
  // locale, so both use the (locale, parent) index. Joined on the article's language cast to
  // text (PostgreSQL's two enum types differ), SQLite built a temporary index for every file.
  // The pages' file names no picture: it skips the three picture joins.
  const rows = await selectJsonRows(
    payload,
    (sql) => [
      sql`a."id"`,
      sql`a."language"`,
      sql`a."slug"`,
      sql`a."title"`,
      sql`a."updated_at"`,
      sql`c."slug"`,
      sql`t."language"`,
      sql`t."slug"`,
      sql`tc."slug"`,
      ...(withImages
        ? [
            sql`m."filename"`,
            sql`COALESCE(CASE WHEN CAST(a."language" AS TEXT) = 'en' THEN me."alt" END, mf."alt")`,
          ]
        : []),
    ],
    (sql) => sql`FROM (
       SELECT a."id" FROM "blog_articles" a
       WHERE a."id" > ${after} AND a."id" <= ${upTo} AND ${visibleSql(sql, 'a', now)}
     ) "page" JOIN "blog_articles" a ON a."id" = "page"."id"
     LEFT JOIN "blog_categories" c ON c."id" = a."category_id"
     LEFT JOIN "blog_articles" t ON t."translation_key" = a."translation_key"
       AND t."id" <> a."id" AND ${visibleSql(sql, 't', now)}
     LEFT JOIN "blog_categories" tc ON tc."id" = t."category_id"
     ${
       withImages
         ? sql`LEFT JOIN "media" m ON m."id" = a."featured_image_id"
     LEFT JOIN "media_locales" me ON me."_parent_id" = m."id" AND me."_locale" = 'en'
     LEFT JOIN "media_locales" mf ON mf."_parent_id" = m."id" AND mf."_locale" = 'fr'`
         : sql``
     }`,
  )
  return rows.flatMap(toArticleRow).sort((a, b) => a.id - b.id)
}

function toArticleRow(row: unknown[]): ArticleRow[] {
  const [id, language, slug, title, updated, category, tLanguage, tSlug, tCategory] = row
  const [filename, alt] = row.slice(9)
  const own = text(language)
  if (!own || !isLocale(own)) return []
  const other = text(tLanguage)
  return [
    {
      id: Number(id),
      language: own,
      slug: String(slug),
      category: text(category),
      title: String(title ?? ''),
      updatedAt: iso(updated),
      translation:
        other && isLocale(other) && other !== own
          ? { language: other, slug: String(tSlug), category: text(tCategory) }
          : null,
      image: filename ? { filename: String(filename), alt: text(alt) } : null,
    },
  ]
}
