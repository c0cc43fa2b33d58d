import type { Field } from 'payload'

import { projectCategories, projectCategoryLabels } from '@/features/portfolio/categories'
import { projectCategoryLabelsEn } from '@/fields/option-labels-en'
import { slugify, slugProblem } from '@/features/portfolio/identifiers'
import { isProjectLink } from '@/features/portfolio/project-link'

/** The sidebar: address, category, order and the status, always "completed". */
export const projectSidebarFields: Field[] = [
  {
    name: 'slug',
    label: { fr: 'Slug (adresse de la page)', en: 'Slug (page address)' },
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Le même dans les deux langues : /fr/realisation/<slug> et /en/project/<slug>. Laissé vide, il est tiré du titre.',
        en: 'The same in both languages: /fr/realisation/<slug> and /en/project/<slug>. Left empty, it is taken from the title.',
      },
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) =>
          !value && typeof data?.title === 'string' ? slugify(data.title) : value,
      ],
    },
    validate: (value: unknown) => slugProblem(value) ?? true,
  },
  {
    name: 'category',
    label: { fr: 'Catégorie', en: 'Category' },
    type: 'select',
    required: true,
    index: true,
    options: projectCategories.map((value) => ({
      label: { fr: projectCategoryLabels[value], en: projectCategoryLabelsEn[value] },
      value,
    })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'position',
    label: { fr: 'Ordre d’affichage', en: 'Display order' },
    type: 'number',
    defaultValue: 100,
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Les plus petits nombres sont présentés en premier.',
        en: 'Smaller numbers are shown first.',
      },
    },
  },
  {
    name: 'status',
    label: { fr: 'État du projet', en: 'Project state' },
    type: 'select',
    // Not "enum_projects_status": PostgreSQL already has that type for the drafts' `_status`.
    enumName: 'enum_projects_project_status',
    required: true,
    defaultValue: 'completed',
    options: [{ label: { fr: 'Terminé', en: 'Completed' }, value: 'completed' }],
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: {
        fr: 'Le portfolio ne présente que des projets terminés.',
        en: 'The portfolio only shows completed projects.',
      },
    },
  },
]

/** Title, texts for the list and the page, cover image, duration and public link. */
export const projectOverviewFields: Field[] = [
  {
    name: 'title',
    label: { fr: 'Titre', en: 'Title' },
    type: 'text',
    required: true,
    localized: true,
  },
  {
    name: 'description',
    label: { fr: 'Description', en: 'Description' },
    type: 'group',
    fields: [
      {
        name: 'short',
        label: { fr: 'Résumé (carte du portfolio)', en: 'Summary (portfolio card)' },
        type: 'textarea',
        required: true,
        localized: true,
        maxLength: 240,
      },
      {
        name: 'long',
        label: { fr: 'Présentation (page du projet)', en: 'Overview (project page)' },
        type: 'textarea',
        required: true,
        localized: true,
      },
    ],
  },
  {
    name: 'image',
    label: { fr: 'Image principale', en: 'Main image' },
    type: 'upload',
    relationTo: 'media',
    required: true,
  },
  {
    name: 'duration',
    label: { fr: 'Durée du projet', en: 'Project duration' },
    type: 'text',
    required: true,
    localized: true,
    admin: {
      description: {
        fr: 'Par exemple « 6 semaines » / « 6 weeks ».',
        en: 'For example “6 semaines” / “6 weeks”.',
      },
    },
  },
  {
    name: 'link',
    label: { fr: 'Lien vers le projet en ligne', en: 'Link to the live project' },
    type: 'text',
    admin: {
      description: {
        fr: 'Adresse complète (https://…), ouverte dans un nouvel onglet.',
        en: 'Full address (https://…), opened in a new tab.',
      },
    },
    validate: (value: unknown) =>
      value === null || value === undefined || value === '' || isProjectLink(value)
        ? true
        : 'Indiquez une adresse complète commençant par https:// ou http://.',
  },
]
