import type { Field } from 'payload'

import { localeOptions } from '@/fields/locale-options'
import { slugField } from '@/fields/slug'

/** Language, publication, address and classification: the editor's sidebar. */
export const articleSidebarFields: Field[] = [
  {
    name: 'language',
    label: 'Langue',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'fr',
    options: localeOptions,
    admin: { position: 'sidebar' },
  },
  {
    name: 'status',
    label: 'Statut',
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'draft',
    options: [
      { label: 'Brouillon', value: 'draft' },
      { label: 'Publié', value: 'published' },
    ],
    admin: {
      position: 'sidebar',
      components: { Cell: '@/collections/BlogArticles/admin/StatusCell.client#StatusCell' },
      description:
        'Un article publié avec une date de publication future reste invisible jusqu’à cette date (programmé).',
    },
  },
  {
    name: 'published_at',
    label: 'Date de publication',
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
      description: 'Vide à la publication : la date du jour.',
    },
  },
  slugField({
    titleField: 'title',
    unique: false,
    description: 'Unique dans une langue : /fr/blog/<catégorie>/<slug>. Vide : tiré du titre.',
  }),
  {
    name: 'translation_key',
    label: 'Clé de traduction',
    type: 'text',
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Identique pour les deux langues d’un même article.',
    },
  },
  {
    name: 'category',
    label: 'Catégorie',
    type: 'relationship',
    relationTo: 'blog-categories',
    index: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'tags',
    label: 'Étiquettes',
    type: 'relationship',
    relationTo: 'blog-tags',
    hasMany: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'views_count',
    label: 'Vues',
    type: 'number',
    required: true,
    defaultValue: 0,
    min: 0,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'reading_time',
    label: 'Temps de lecture (minutes)',
    type: 'number',
    min: 1,
    max: 120,
    admin: { position: 'sidebar', description: 'Vide : calculé depuis le texte.' },
  },
  {
    // Written on save from the body (reading time formula, word count), so lists need no body.
    name: 'computed_reading_time',
    type: 'number',
    admin: { hidden: true },
  },
  { name: 'word_count', type: 'number', admin: { hidden: true } },
]
