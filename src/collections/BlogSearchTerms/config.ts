import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { localeOptions } from '@/fields/locale-options'

/**
 * The blog's search index: one row per (article, word), written by the articles' hooks. A query
 * reads the rows of its words through the `term` index (a prefix is a range on that index), so
 * searching never scans article bodies, however many articles there are.
 */
export const BlogSearchTerms: CollectionConfig = {
  slug: 'blog-search-terms',
  dbName: 'blog_search_terms',
  labels: {
    singular: { fr: 'Index de recherche', en: 'Search index' },
    plural: { fr: 'Index de recherche', en: 'Search index' },
  },
  admin: { hidden: true },
  // Rows are rewritten with their article: their own dates would only weigh on the index.
  timestamps: false,
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['term', 'language'] }],
  fields: [
    { name: 'term', type: 'text', required: true, index: true },
    {
      name: 'article',
      type: 'relationship',
      relationTo: 'blog-articles',
      required: true,
      index: true,
    },
    { name: 'language', type: 'select', options: localeOptions, required: true },
    /** Where the word appears: title 5, tag or category 4, excerpt or heading 3, body 1 (summed). */
    { name: 'weight', type: 'number', required: true },
  ],
}
