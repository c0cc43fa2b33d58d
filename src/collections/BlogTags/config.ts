import type { CollectionConfig } from 'payload'

import { anyone, isActiveAdmin } from '@/access/isActiveAdmin'
import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { slugField } from '@/fields/slug'

/** Blog tags (id, name); the name is translated, the slug is shared by both languages. */
export const BlogTags: CollectionConfig = {
  slug: 'blog-tags',
  dbName: 'blog_tags',
  labels: { singular: { fr: 'Étiquette', en: 'Tag' }, plural: { fr: 'Étiquettes', en: 'Tags' } },
  admin: {
    group: { fr: 'Blog', en: 'Blog' },
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug'],
  },
  access: { read: anyone, create: isActiveAdmin, update: isActiveAdmin, delete: isActiveAdmin },
  hooks: expireTagOnChange(BLOG_TAG),
  fields: [
    {
      name: 'name',
      label: { fr: 'Nom', en: 'Name' },
      type: 'text',
      required: true,
      localized: true,
    },
    slugField({
      description: {
        fr: 'Adresse de la page : /fr/blog/tag/<slug> et /en/blog/tag/<slug>.',
        en: 'Page address: /fr/blog/tag/<slug> and /en/blog/tag/<slug>.',
      },
    }),
  ],
}
