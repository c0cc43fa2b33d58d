import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

import { blogEditorFeatures } from '@/fields/blog-editor'

/** The article itself: title, summary, hero image, body and author. */
export const articleContentFields: Field[] = [
  {
    name: 'title',
    label: { fr: 'Titre', en: 'Title' },
    type: 'text',
    required: true,
    maxLength: 160,
  },
  {
    name: 'excerpt',
    label: { fr: 'Résumé', en: 'Summary' },
    type: 'textarea',
    required: true,
    maxLength: 300,
    admin: {
      description: {
        fr: 'Affiché sous le titre, dans les listes et les résultats de recherche.',
        en: 'Shown under the title, in lists and in search results.',
      },
    },
  },
  {
    name: 'featured_image',
    label: { fr: 'Image principale', en: 'Main image' },
    type: 'upload',
    relationTo: 'media',
    admin: {
      description: {
        fr: 'Format 16:9 (800 × 450 au minimum).',
        en: '16:9 format (at least 800 × 450).',
      },
    },
  },
  {
    name: 'content',
    label: { fr: 'Contenu', en: 'Content' },
    type: 'richText',
    required: true,
    editor: lexicalEditor({ features: blogEditorFeatures }),
  },
  {
    type: 'row',
    fields: [
      { name: 'author_name', label: { fr: 'Auteur', en: 'Author' }, type: 'text', required: true },
      {
        name: 'author_bio',
        label: { fr: 'Présentation de l’auteur', en: 'Author bio' },
        type: 'textarea',
      },
    ],
  },
]

/** Search engines and social networks. */
export const articleSeoFields: Field[] = [
  { name: 'meta_title', label: { fr: 'Titre SEO', en: 'SEO title' }, type: 'text', maxLength: 70 },
  {
    name: 'meta_description',
    label: { fr: 'Meta description', en: 'Meta description' },
    type: 'textarea',
    maxLength: 170,
  },
  {
    name: 'meta_keywords',
    label: { fr: 'Mots-clés', en: 'Keywords' },
    type: 'text',
    hasMany: true,
  },
  {
    name: 'og_image',
    label: { fr: 'Image de partage', en: 'Sharing image' },
    type: 'upload',
    relationTo: 'media',
    admin: { description: { fr: 'Vide : l’image principale.', en: 'Empty: the main image.' } },
  },
]
