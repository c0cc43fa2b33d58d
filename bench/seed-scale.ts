// `payload run bench/seed-scale.ts` with BENCH_ARTICLES=N: tops the bench database up to N extra
// published articles per language, copied from the seed's articles (body, category, tags,
// keywords, picture, search words), each French one paired with an English one by its
// translation key. Payload's local API would take many minutes for 20,000 articles (hooks, one
// transaction each), so this writes the same rows in SQL batches; the search index rows are the
// template's own words, which is what the save hook would have written for the same text.
import configPromise from '@payload-config'
import { getPayload } from 'payload'

type Value = string | number | null
type Row = Record<string, Value>
type Statement = { sql: string; args: Value[] }
type Client = {
  execute: (statement: Statement | string) => Promise<{ rows: Row[] }>
  batch: (statements: Statement[], mode: 'write') => Promise<unknown>
}

const BATCH = 250
const MARK = '-bench-'
const target = Number(process.env.BENCH_ARTICLES)
if (!Number.isInteger(target) || target < 1) throw new Error('Set BENCH_ARTICLES to a count')

const payload = await getPayload({ config: configPromise })
const db: unknown = payload.db
if (typeof db !== 'object' || db === null || !('client' in db)) {
  throw new Error('The scale seed needs the SQLite adapter (DATABASE_URL=file:...)')
}
const client = db.client as Client

const templates = (
  await client.execute(
    `select * from blog_articles where status = 'published' and slug not like '%${MARK}%' order by id`,
  )
).rows
const maxId = (table: string) =>
  client
    .execute(`select coalesce(max(id), 0) as id from ${table}`)
    .then((r) => Number(r.rows[0]?.id))
let nextId = (await maxId('blog_articles')) + 1
let nextText = (await maxId('blog_articles_texts')) + 1
let nextRel = (await maxId('blog_articles_rels')) + 1
const cache = new Map<string, Row[]>()
async function children(table: string, id: Value): Promise<Row[]> {
  const key = `${table}:${id}`
  const known = cache.get(key)
  if (known) return known
  const sql = `select * from ${table} where parent_id = ? order by id`
  const { rows } = await client.execute({ sql, args: [id] })
  cache.set(key, rows)
  return rows
}

/** One article's statements: the row, its keywords, its tags and its search words. */
async function copyOf(template: Row, index: number): Promise<Statement[]> {
  const id = nextId++
  const now = new Date().toISOString()
  // Older than the seed's articles, one hour apart: the first list page keeps the seed's content.
  const published = new Date(Date.UTC(2026, 0, 1) - index * 3_600_000).toISOString()
  const row: Row = {
    ...template,
    id,
    slug: `${template.slug}${MARK}${index + 1}`,
    title: `${template.title} (${index + 1})`,
    translation_key: `bench-${index + 1}`,
    published_at: published,
    views_count: 0,
    created_at: now,
    updated_at: now,
  }
  const columns = Object.keys(row)
  const statements: Statement[] = [
    {
      sql: `insert into blog_articles (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      args: columns.map((column) => row[column] ?? null),
    },
  ]
  for (const text of await children('blog_articles_texts', template.id ?? null)) {
    statements.push({
      sql: 'insert into blog_articles_texts (id, "order", parent_id, path, text) values (?, ?, ?, ?, ?)',
      args: [nextText++, text.order ?? 0, id, text.path ?? '', text.text ?? null],
    })
  }
  for (const rel of await children('blog_articles_rels', template.id ?? null)) {
    statements.push({
      sql: 'insert into blog_articles_rels (id, "order", parent_id, path, blog_tags_id) values (?, ?, ?, ?, ?)',
      args: [nextRel++, rel.order ?? null, id, rel.path ?? '', rel.blog_tags_id ?? null],
    })
  }
  statements.push({
    sql: 'insert into blog_search_terms (term, article_id, language, weight) select term, ?, language, weight from blog_search_terms where article_id = ?',
    args: [id, template.id ?? null],
  })
  return statements
}

for (const language of ['fr', 'en']) {
  const own = templates.filter((template) => template.language === language)
  if (own.length === 0) throw new Error(`No published ${language} article to copy: seed first`)
  const counted = await client.execute({
    sql: `select count(*) as n from blog_articles where language = ? and slug like '%${MARK}%'`,
    args: [language],
  })
  let statements: Statement[] = []
  for (let index = Number(counted.rows[0]?.n ?? 0); index < target; index += 1) {
    statements.push(...(await copyOf(own[index % own.length] as Row, index)))
    if (index % BATCH === BATCH - 1) {
      await client.batch(statements, 'write')
      statements = []
    }
  }
  if (statements.length > 0) await client.batch(statements, 'write')
}
await client.execute('pragma wal_checkpoint(truncate)')
payload.logger.info(`Bench articles: ${target} per language`)
process.exit(0)
