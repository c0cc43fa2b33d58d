import type { CollectionConfig } from 'payload'

import { anyone, isActiveAdmin } from '@/access/isActiveAdmin'
import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { slugField } from '@/fields/slug'

/** Blog tags (spec: id, name); the name is translated, the slug is shared by both languages. */
export const BlogTags: CollectionConfig = {
  slug: 'blog-tags',
  dbName: 'blog_tags',
  labels: { singular: 'Étiquette', plural: 'Étiquettes' },
  admin: { group: 'Blog', useAsTitle: 'name', defaultColumns: ['name', 'slug'] },
  access: { read: anyone, create: isActiveAdmin, update: isActiveAdmin, delete: isActiveAdmin },
  hooks: expireTagOnChange(BLOG_TAG),
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, localized: true },
    slugField({ description: 'Adresse de la page : /fr/blog/tag/<slug> et /en/blog/tag/<slug>.' }),
  ],
}
