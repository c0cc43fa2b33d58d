import type { CollectionConfig } from 'payload'

import { anyone, isActiveAdmin } from '@/access/isActiveAdmin'
import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { slugField } from '@/fields/slug'

/**
 * Blog categories (spec: slug, name, name_fr, name_en, is_active, plus a badge colour). The
 * names are two plain columns, as the specification has them, rather than a localized field.
 */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  dbName: 'blog_categories',
  labels: { singular: 'Catégorie du blog', plural: 'Catégories du blog' },
  admin: {
    group: 'Blog',
    useAsTitle: 'name_fr',
    defaultColumns: ['name_fr', 'name_en', 'slug', 'is_active'],
  },
  defaultSort: 'name',
  access: { read: anyone, create: isActiveAdmin, update: isActiveAdmin, delete: isActiveAdmin },
  hooks: expireTagOnChange(BLOG_TAG),
  fields: [
    slugField({
      description: 'Segment des adresses : /fr/blog/<slug>/<article> et /fr/blog/category/<slug>.',
    }),
    { name: 'name', label: 'Nom (interne)', type: 'text', required: true },
    { name: 'name_fr', label: 'Nom en français', type: 'text', required: true },
    { name: 'name_en', label: 'Nom en anglais', type: 'text', required: true },
    { name: 'description_fr', label: 'Description en français', type: 'textarea' },
    { name: 'description_en', label: 'Description en anglais', type: 'textarea' },
    {
      name: 'color',
      label: 'Couleur du badge',
      type: 'text',
      required: true,
      defaultValue: '#ff0054',
      validate: (value: unknown) =>
        typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
          ? true
          : 'Une couleur au format #rrggbb.',
    },
    {
      name: 'is_active',
      label: 'Active',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: "Une catégorie inactive n'apparaît plus dans les filtres du blog." },
    },
  ],
}
