import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'

import { dropArticleTerms, reindexArticle } from '@/features/blog/search/search-index'
import type { BlogArticle } from '@/payload-types'

/** Keeps the search index in step with every save, in the same transaction. */
export const indexSearchTerms: CollectionAfterChangeHook<BlogArticle> = async ({ doc, req }) => {
  await reindexArticle(req.payload, doc, req)
  return doc
}

/** Before the article goes: its index rows point at it. */
export const dropSearchTerms: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await dropArticleTerms(req.payload, Number(id), req)
}
