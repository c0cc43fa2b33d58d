import type { Payload } from 'payload'

import { publicArticleWhere } from '@/features/blog/publishing/public-where'

/**
 * Adds one view to a visible article with a single `UPDATE ... SET views_count = views_count + 1`
 * (Payload's atomic `$inc`), so concurrent readers are all counted, on any number of instances.
 * It goes straight to the database adapter: no hooks, no cache expiry, no search re-indexing.
 * Returns false for an unknown or invisible article; database failures are the caller's to ignore.
 */
export async function countArticleView(payload: Payload, id: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'blog-articles',
    where: { and: [{ id: { equals: id } }, publicArticleWhere(new Date())] },
    overrideAccess: true,
  })
  if (totalDocs === 0) return false
  await payload.db.updateOne({
    collection: 'blog-articles',
    id,
    data: { views_count: { $inc: 1 } },
    returning: false,
  })
  return true
}

/**
 * The article's count as it stands now, for the reader's page: the cached page carries the count
 * it was rendered with, the view request brings back the current one.
 */
export async function articleViews(payload: Payload, id: number): Promise<number> {
  const doc = await payload.findByID({
    collection: 'blog-articles',
    id,
    depth: 0,
    select: { views_count: true },
    overrideAccess: true,
  })
  return Number(doc.views_count) || 0
}
