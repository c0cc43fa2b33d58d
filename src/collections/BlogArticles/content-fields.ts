import { lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

import { blogEditorFeatures } from '@/fields/blog-editor'

/** The article itself: title, summary, hero image, body and author. */
export const articleContentFields: Field[] = [
  { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 160 },
  {
    name: 'excerpt',
    label: 'Résumé',
    type: 'textarea',
    required: true,
    maxLength: 300,
    admin: { description: 'Affiché sous le titre, dans les listes et les résultats de recherche.' },
  },
  {
    name: 'featured_image',
    label: 'Image principale',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'Format 16:9 (800 × 450 au minimum).' },
  },
  {
    name: 'content',
    label: 'Contenu',
    type: 'richText',
    required: true,
    editor: lexicalEditor({ features: blogEditorFeatures }),
  },
  {
    type: 'row',
    fields: [
      { name: 'author_name', label: 'Auteur', type: 'text', required: true },
      { name: 'author_bio', label: 'Présentation de l’auteur', type: 'textarea' },
    ],
  },
]

/** Search engines and social networks. */
export const articleSeoFields: Field[] = [
  { name: 'meta_title', label: 'Titre SEO', type: 'text', maxLength: 70 },
  { name: 'meta_description', label: 'Meta description', type: 'textarea', maxLength: 170 },
  { name: 'meta_keywords', label: 'Mots-clés', type: 'text', hasMany: true },
  {
    name: 'og_image',
    label: 'Image de partage',
    type: 'upload',
    relationTo: 'media',
    admin: { description: 'Vide : l’image principale.' },
  },
]
