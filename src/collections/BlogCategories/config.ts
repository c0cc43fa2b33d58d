import type { CollectionConfig } from 'payload'

import { anyone, isActiveAdmin } from '@/access/isActiveAdmin'
import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { slugField } from '@/fields/slug'

/**
 * Blog categories (slug, name, name_fr, name_en, is_active, plus a badge colour). The names
 * are two plain columns, `name_fr` and `name_en`, rather than a localized field.
 */
export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  dbName: 'blog_categories',
  labels: {
    singular: { fr: 'Catégorie du blog', en: 'Blog category' },
    plural: { fr: 'Catégories du blog', en: 'Blog categories' },
  },
  admin: {
    group: { fr: 'Blog', en: 'Blog' },
    useAsTitle: 'name_fr',
    defaultColumns: ['name_fr', 'name_en', 'slug', 'is_active'],
  },
  defaultSort: 'name',
  access: { read: anyone, create: isActiveAdmin, update: isActiveAdmin, delete: isActiveAdmin },
  hooks: expireTagOnChange(BLOG_TAG),
  fields: [
    slugField({
      description: {
        fr: 'Segment des adresses : /fr/blog/<slug>/<article> et /fr/blog/category/<slug>.',
        en: 'Address segment: /fr/blog/<slug>/<article> and /fr/blog/category/<slug>.',
      },
      // /fr/blog/category/…, /fr/blog/tag/… and /fr/blog/page/<n> are list addresses.
      reserved: ['category', 'tag', 'page'],
    }),
    {
      name: 'name',
      label: { fr: 'Nom (interne)', en: 'Name (internal)' },
      type: 'text',
      required: true,
    },
    {
      name: 'name_fr',
      label: { fr: 'Nom en français', en: 'Name in French' },
      type: 'text',
      required: true,
    },
    {
      name: 'name_en',
      label: { fr: 'Nom en anglais', en: 'Name in English' },
      type: 'text',
      required: true,
    },
    {
      name: 'description_fr',
      label: { fr: 'Description en français', en: 'Description in French' },
      type: 'textarea',
    },
    {
      name: 'description_en',
      label: { fr: 'Description en anglais', en: 'Description in English' },
      type: 'textarea',
    },
    {
      name: 'color',
      label: { fr: 'Couleur du badge', en: 'Badge colour' },
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
      label: { fr: 'Active', en: 'Active' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: {
          fr: 'Une catégorie inactive n’apparaît plus dans les filtres du blog.',
          en: 'An inactive category no longer appears in the blog filters.',
        },
      },
    },
  ],
}
