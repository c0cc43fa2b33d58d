import type { Payload, PayloadRequest } from 'payload'

import { outlineOf, type LexicalDocument } from '@/features/blog/content/lexical-tree'
import { searchTermsOf } from '@/features/blog/search/search-document'
import type { Locale } from '@/i18n/locales'
import type { BlogArticle } from '@/payload-types'

type Row = { term: string; article: number; language: Locale; weight: number }

/**
 * The database adapters Payload ships (SQLite and PostgreSQL) are both Drizzle: one multi-row
 * INSERT writes an article's words instead of a hundred single creates.
 */
type Drizzle = { insert: (table: unknown) => { values: (rows: Row[]) => Promise<unknown> } }
type DrizzleAdapter = {
  drizzle: Drizzle
  tables: Record<string, unknown>
  /** Open transactions by id: the insert joins the save's transaction, as Payload's own writes do. */
  sessions?: Record<string | number, { db?: Drizzle } | undefined>
}

function drizzleOf(payload: Payload): DrizzleAdapter | null {
  const db: unknown = payload.db
  if (typeof db !== 'object' || db === null || !('drizzle' in db) || !('tables' in db)) return null
  return db as DrizzleAdapter
}

async function labelsOf(payload: Payload, doc: BlogArticle, req?: PayloadRequest) {
  const ids = (doc.tags ?? []).map((tag) => (typeof tag === 'number' ? tag : tag.id))
  const tags = ids.length
    ? await payload.find({
        collection: 'blog-tags',
        where: { id: { in: ids } },
        locale: doc.language,
        pagination: false,
        depth: 0,
        req,
      })
    : { docs: [] }
  const categoryId = typeof doc.category === 'object' ? doc.category?.id : doc.category
  const category = categoryId
    ? await payload.findByID({
        collection: 'blog-categories',
        id: categoryId,
        depth: 0,
        req,
        disableErrors: true,
      })
    : null
  const categoryName = category ? (doc.language === 'fr' ? category.name_fr : category.name_en) : ''
  return [...tags.docs.map((tag) => tag.name), categoryName, ...(doc.meta_keywords ?? [])]
}

export async function dropArticleTerms(payload: Payload, id: number, req?: PayloadRequest) {
  await payload.delete({
    collection: 'blog-search-terms',
    where: { article: { equals: id } },
    overrideAccess: true,
    req,
  })
}

/** Rewrites the words of one article (published ones only; visibility is checked at query time). */
export async function reindexArticle(payload: Payload, doc: BlogArticle, req?: PayloadRequest) {
  await dropArticleTerms(payload, doc.id, req)
  if (doc.status !== 'published') return
  const outline = outlineOf(doc.content as LexicalDocument)
  const terms = searchTermsOf({
    title: doc.title,
    excerpt: doc.excerpt,
    labels: await labelsOf(payload, doc, req),
    headings: outline.sections,
    body: outline.text,
  })
  const rows: Row[] = [...terms].map(([term, weight]) => ({
    term,
    article: doc.id,
    language: doc.language,
    weight,
  }))
  const adapter = drizzleOf(payload)
  const table = adapter?.tables['blog_search_terms']
  if (adapter && table && rows.length > 0) {
    const transaction = req?.transactionID ? await req.transactionID : undefined
    const db = (transaction !== undefined && adapter.sessions?.[transaction]?.db) || adapter.drizzle
    await db.insert(table).values(rows)
    return
  }
  for (const data of rows) {
    await payload.create({ collection: 'blog-search-terms', data, overrideAccess: true, req })
  }
}
