import type { Field } from 'payload'

import { projectCategories, projectCategoryLabels } from '@/features/portfolio/categories'
import { slugify, slugProblem } from '@/features/portfolio/identifiers'
import { isProjectLink } from '@/features/portfolio/project-link'

/** The sidebar: address, category, order and the spec's always-"completed" status. */
export const projectSidebarFields: Field[] = [
  {
    name: 'slug',
    label: 'Slug (adresse de la page)',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description:
        'Le même dans les deux langues : /fr/realisation/<slug> et /en/project/<slug>. Laissé vide, il est tiré du titre.',
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
    label: 'Catégorie',
    type: 'select',
    required: true,
    index: true,
    options: projectCategories.map((value) => ({ label: projectCategoryLabels[value], value })),
    admin: { position: 'sidebar' },
  },
  {
    name: 'position',
    label: "Ordre d'affichage",
    type: 'number',
    defaultValue: 100,
    admin: {
      position: 'sidebar',
      description: 'Les plus petits nombres sont présentés en premier.',
    },
  },
  {
    name: 'status',
    label: 'État du projet',
    type: 'select',
    // Not "enum_projects_status": PostgreSQL already has that type for the drafts' `_status`.
    enumName: 'enum_projects_project_status',
    required: true,
    defaultValue: 'completed',
    options: [{ label: 'Terminé', value: 'completed' }],
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: 'Le portfolio ne présente que des projets terminés.',
    },
  },
]

/** Title, texts for the list and the page, cover image, duration and public link. */
export const projectOverviewFields: Field[] = [
  { name: 'title', label: 'Titre', type: 'text', required: true, localized: true },
  {
    name: 'description',
    label: 'Description',
    type: 'group',
    fields: [
      {
        name: 'short',
        label: 'Résumé (carte du portfolio)',
        type: 'textarea',
        required: true,
        localized: true,
        maxLength: 240,
      },
      {
        name: 'long',
        label: 'Présentation (page du projet)',
        type: 'textarea',
        required: true,
        localized: true,
      },
    ],
  },
  {
    name: 'image',
    label: 'Image principale',
    type: 'upload',
    relationTo: 'media',
    required: true,
  },
  {
    name: 'duration',
    label: 'Durée du projet',
    type: 'text',
    required: true,
    localized: true,
    admin: { description: 'Par exemple « 6 semaines » / « 6 weeks ».' },
  },
  {
    name: 'link',
    label: 'Lien vers le projet en ligne',
    type: 'text',
    admin: { description: 'Adresse complète (https://…), ouverte dans un nouvel onglet.' },
    validate: (value: unknown) =>
      value === null || value === undefined || value === '' || isProjectLink(value)
        ? true
        : 'Indiquez une adresse complète commençant par https:// ou http://.',
  },
]
