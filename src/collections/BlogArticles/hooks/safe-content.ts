import type { CollectionBeforeChangeHook } from 'payload'

import { withoutUnsafeLinks, type LexicalDocument } from '@/features/blog/content/lexical-tree'

function isDocument(value: unknown): value is LexicalDocument {
  return typeof value === 'object' && value !== null && 'root' in value
}

/** No article is stored with a link that could run a script, whoever wrote it and however. */
export const removeUnsafeLinks: CollectionBeforeChangeHook = ({ data }) => {
  if (isDocument(data.content)) {
    data.content = { ...data.content, root: withoutUnsafeLinks(data.content.root) }
  }
  return data
}
