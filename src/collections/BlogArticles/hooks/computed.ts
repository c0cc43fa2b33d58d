import type { CollectionBeforeChangeHook } from 'payload'

import { outlineOf, type LexicalDocument } from '@/features/blog/content/lexical-tree'
import { countWords, readingTime } from '@/features/blog/reading/reading-time'

/** Reading time and word count from the body, stored so lists and feeds need no body. */
export const computeReadingFigures: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const content: unknown = data.content ?? originalDoc?.content
  if (!content || typeof content !== 'object' || !('root' in content)) return data
  const outline = outlineOf(content as LexicalDocument)
  const words = countWords(outline.text)
  data.word_count = words
  data.computed_reading_time = readingTime({
    words,
    images: outline.images,
    listItems: outline.listItems,
    headings: outline.headings,
  })
  return data
}
