import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testDatabaseKind } from './support/test-database'
import { startPayload, type TestContext } from './support/test-payload'

/** Raw SQL through the adapter Payload runs on (libsql for SQLite, node-postgres otherwise). */
type RawExecute = (args: { drizzle: unknown; raw: string }) => Promise<{
  rows: Record<string, unknown>[]
}>

let ctx: TestContext

async function query(raw: string): Promise<Record<string, unknown>[]> {
  const db = ctx.payload.db as unknown as { drizzle: unknown; execute: RawExecute }
  return (await db.execute({ drizzle: db.drizzle, raw })).rows
}

beforeAll(async () => {
  ctx = await startPayload()
})

afterAll(async () => {
  await ctx?.close()
})

// Every public read of an article, project, popup or SEO record loads its hasMany texts by parent.
const textTables = [
  'blog_articles_texts',
  'seo_pages_texts',
  'projects_texts',
  '_projects_v_texts',
  'popups_texts',
]

describe('indexes of the public queries', () => {
  it.each(textTables)('%s is read by parent through an index, not a scan', async (table) => {
    if (testDatabaseKind === 'sqlite') {
      const plan = await query(
        `EXPLAIN QUERY PLAN SELECT * FROM "${table}" WHERE "parent_id" = 1 ORDER BY "order"`,
      )
      const details = plan.map((row) => String(row.detail))
      expect(details.join('\n')).toContain(`USING INDEX ${table}_parent_order_idx (parent_id=?)`)
    } else {
      // PostgreSQL's planner scans tables this small whatever the indexes: the definition is what
      // proves the lookup by parent can use one.
      const indexes = await query(
        `SELECT indexdef FROM pg_indexes WHERE tablename = '${table}' AND indexname = '${table}_parent_order_idx'`,
      )
      expect(indexes.map((row) => String(row.indexdef))).toEqual([
        expect.stringContaining('(parent_id, "order")'),
      ])
    }
  })

  // The article lookups of the public pages (src/features/blog/queries/article-lookup.ts).
  const visible = `"status" = 'published' AND "published_at" <= '2026-01-01'`
  const lookups: [string, string, string][] = [
    [
      'an article by language and slug',
      `SELECT "id" FROM "blog_articles" WHERE "language" = 'fr' AND "slug" = 'a' AND ${visible}`,
      'language_slug_idx',
    ],
    [
      'a translation by key and language',
      `SELECT "id" FROM "blog_articles" WHERE "translation_key" = 'k' AND "language" = 'en' AND ${visible}`,
      'translation_key_language_idx',
    ],
    [
      'the newest articles of a language',
      `SELECT "id" FROM "blog_articles" WHERE "language" = 'fr' AND ${visible} ORDER BY "published_at" DESC LIMIT 3`,
      'status_language_published_at_idx',
    ],
    [
      // One blog sitemap file (src/features/seo/sitemap/article-rows.ts): a range of ids.
      'the visible ids of a sitemap file',
      `SELECT "id" FROM "blog_articles" WHERE "id" > 250 AND "id" <= 500 AND ${visible}`,
      'blog_articles_sitemap_idx',
    ],
    [
      // The sitemap index (src/features/seo/sitemap/blog-files.ts): the visible ids by range.
      'the ranges of the sitemap files',
      `SELECT ("id" - 1) / 250, MAX("updated_at"), COUNT("featured_image_id") FROM "blog_articles" WHERE ${visible} GROUP BY 1`,
      'blog_articles_sitemap_idx',
    ],
  ]
  it.each(lookups)('%s is read through an index', async (_name, sql, index) => {
    if (testDatabaseKind === 'sqlite') {
      const plan = await query(`EXPLAIN QUERY PLAN ${sql}`)
      const details = plan.map((row) => String(row.detail)).join('\n')
      expect(details).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}\\b`))
      expect(details).not.toMatch(/SCAN "?blog_articles"?(?! USING)/)
    } else {
      const indexes = await query(
        `SELECT indexname FROM pg_indexes WHERE tablename = 'blog_articles' AND indexname = '${index}'`,
      )
      expect(indexes).toHaveLength(1)
    }
  })
  // The search (src/features/blog/search/search.ts) reads each term's words as a range of the index,
  // in index order, so its row cap never needs a sort of every match.
  it('the search index rows of a word prefix are read through the term index', async () => {
    if (testDatabaseKind === 'sqlite') {
      const plan = await query(
        `EXPLAIN QUERY PLAN SELECT "article_id", "weight" FROM "blog_search_terms" WHERE "term" >= 'site' AND "term" < 'sitf' ORDER BY "term" LIMIT 5000`,
      )
      const details = plan.map((row) => String(row.detail)).join('\n')
      expect(details).toMatch(
        /USING INDEX blog_search_terms_term_(language_)?idx \(term>\? AND term<\?\)/,
      )
      expect(details).not.toContain('TEMP B-TREE')
    } else {
      const indexes = await query(
        `SELECT indexdef FROM pg_indexes WHERE tablename = 'blog_search_terms' AND indexname = 'blog_search_terms_term_idx'`,
      )
      expect(indexes.map((row) => String(row.indexdef))).toEqual([
        expect.stringContaining('(term)'),
      ])
    }
  })
})
