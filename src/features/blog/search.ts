import type { Payload } from 'payload'

import { publicArticleWhere } from '@/features/blog/public-where'
import { queryTerms } from '@/features/blog/search-terms'
import type { Locale } from '@/i18n/locales'

/** Rows read per query term at most: a very common prefix cannot make one query heavy. */
const MAX_ROWS_PER_TERM = 2000

/** The string just after every string starting with `prefix` (its range's upper bound). */
function prefixEnd(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
}

export type ArticleHit = { id: number; language: Locale; score: number }

type Scores = Map<number, { language: Locale; score: number }>

/** Every article having a word that starts with `term`, with the summed weights of those words. */
async function termHits(payload: Payload, term: string): Promise<Scores> {
  const { docs } = await payload.find({
    collection: 'blog-search-terms',
    where: {
      and: [{ term: { greater_than_equal: term } }, { term: { less_than: prefixEnd(term) } }],
    },
    limit: MAX_ROWS_PER_TERM,
    pagination: false,
    depth: 0,
    select: { article: true, language: true, weight: true },
    overrideAccess: true,
  })
  const found: Scores = new Map()
  for (const row of docs) {
    const id = typeof row.article === 'object' ? row.article.id : row.article
    const previous = found.get(id)
    found.set(id, { language: row.language, score: (previous?.score ?? 0) + Number(row.weight) })
  }
  return found
}

/** Articles matching both sides, their scores added: every term must match. */
function intersect(a: Scores, b: Scores): Scores {
  const both: Scores = new Map()
  for (const [id, hit] of b) {
    const before = a.get(id)
    if (before) both.set(id, { language: hit.language, score: hit.score + before.score })
  }
  return both
}

/**
 * Articles matching every term of the query (a term matches the words it starts), read from the
 * search index through its `term` index: a range per term, never the article bodies. Scores
 * add the words' weights; the visitor's language ranks first, then score. Visibility (published,
 * date come) is checked on the matching articles only.
 */
export async function searchArticles(
  payload: Payload,
  q: string,
  locale: Locale,
): Promise<ArticleHit[]> {
  const terms = queryTerms(q)
  if (terms.length === 0) return []
  let scores: Scores | null = null
  for (const term of terms) {
    const found = await termHits(payload, term)
    scores = scores ? intersect(scores, found) : found
    if (scores.size === 0) return []
  }
  if (!scores) return []
  const ids = [...scores.keys()]
  const { docs: visible } = await payload.find({
    collection: 'blog-articles',
    where: { and: [{ id: { in: ids } }, publicArticleWhere(new Date())] },
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
  })
  const visibleIds = new Set(visible.map((doc) => doc.id))
  return [...scores]
    .filter(([id]) => visibleIds.has(id))
    .map(([id, hit]) => ({ id, ...hit }))
    .sort(
      (a, b) =>
        Number(b.language === locale) - Number(a.language === locale) ||
        b.score - a.score ||
        b.id - a.id,
    )
}
