import type { Field } from 'payload'

import { localeOptions } from '@/fields/locale-options'
import { slugField } from '@/fields/slug'

/** Language, publication, address and classification: the editor's sidebar. */
export const articleSidebarFields: Field[] = [
  {
    name: 'language',
    label: { fr: 'Langue', en: 'Language' },
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'fr',
    options: localeOptions,
    admin: { position: 'sidebar' },
  },
  {
    name: 'status',
    label: { fr: 'Statut', en: 'Status' },
    type: 'select',
    required: true,
    index: true,
    defaultValue: 'draft',
    options: [
      { label: { fr: 'Brouillon', en: 'Draft' }, value: 'draft' },
      { label: { fr: 'Publié', en: 'Published' }, value: 'published' },
    ],
    admin: {
      position: 'sidebar',
      components: { Cell: '@/collections/BlogArticles/admin/StatusCell.client#StatusCell' },
      description: {
        fr: 'Un article publié avec une date de publication future reste invisible jusqu’à cette date (programmé).',
        en: 'A published article with a future publication date stays hidden until that date (scheduled).',
      },
    },
  },
  {
    name: 'published_at',
    label: { fr: 'Date de publication', en: 'Publication date' },
    type: 'date',
    index: true,
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
      description: {
        fr: 'Vide à la publication : la date du jour.',
        en: 'Empty on publication: today’s date.',
      },
    },
  },
  slugField({
    titleField: 'title',
    unique: false,
    description: {
      fr: 'Unique dans une langue : /fr/blog/<catégorie>/<slug>. Vide : tiré du titre.',
      en: 'Unique within a language: /fr/blog/<category>/<slug>. Empty: taken from the title.',
    },
  }),
  {
    name: 'translation_key',
    label: { fr: 'Clé de traduction', en: 'Translation key' },
    type: 'text',
    index: true,
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Identique pour les deux langues d’un même article.',
        en: 'The same for both languages of one article.',
      },
    },
  },
  {
    name: 'category',
    label: { fr: 'Catégorie', en: 'Category' },
    type: 'relationship',
    relationTo: 'blog-categories',
    index: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'tags',
    label: { fr: 'Étiquettes', en: 'Tags' },
    type: 'relationship',
    relationTo: 'blog-tags',
    hasMany: true,
    admin: { position: 'sidebar' },
  },
  {
    name: 'views_count',
    label: { fr: 'Vues', en: 'Views' },
    type: 'number',
    required: true,
    defaultValue: 0,
    min: 0,
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'reading_time',
    label: { fr: 'Temps de lecture (minutes)', en: 'Reading time (minutes)' },
    type: 'number',
    min: 1,
    max: 120,
    admin: {
      position: 'sidebar',
      description: { fr: 'Vide : calculé depuis le texte.', en: 'Empty: computed from the text.' },
    },
  },
  {
    // Written on save from the body (reading time formula, word count), so lists need no body.
    name: 'computed_reading_time',
    type: 'number',
    admin: { hidden: true },
  },
  { name: 'word_count', type: 'number', admin: { hidden: true } },
]
