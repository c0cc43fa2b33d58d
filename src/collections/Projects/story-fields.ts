import type { Field } from 'payload'

/** The project's story: the problem, what was built with what, and how it went. */
export const projectStoryFields: Field[] = [
  { name: 'challenge', label: 'Le défi', type: 'textarea', required: true, localized: true },
  { name: 'solution', label: 'La solution', type: 'textarea', required: true, localized: true },
  {
    name: 'technologies',
    label: 'Technologies',
    type: 'text',
    hasMany: true,
    maxRows: 12,
  },
  {
    name: 'timeline',
    label: 'Étapes du projet',
    labels: { singular: 'Étape', plural: 'Étapes' },
    type: 'array',
    maxRows: 8,
    fields: [{ name: 'phase', label: 'Étape', type: 'text', required: true, localized: true }],
  },
]

/** What changed for the client: results, key figures and the client's own words. */
export const projectResultFields: Field[] = [
  { name: 'results', label: 'Résultats', type: 'textarea', required: true, localized: true },
  {
    name: 'metrics',
    label: 'Chiffres clés',
    labels: { singular: 'Chiffre', plural: 'Chiffres' },
    type: 'array',
    maxRows: 6,
    fields: [
      {
        name: 'value',
        label: 'Valeur',
        type: 'text',
        required: true,
        localized: true,
        admin: { description: 'Écrite selon la langue : « −60 % » / « −60% ».' },
      },
      { name: 'label', label: 'Légende', type: 'text', required: true, localized: true },
    ],
  },
  {
    name: 'testimonial',
    label: 'Témoignage',
    type: 'group',
    admin: {
      description:
        'Le client est présenté par sa fonction et son activité, sans nom de personne (« Gérante, boulangerie, Nantes »).',
    },
    fields: [
      { name: 'client', label: 'Client', type: 'text', localized: true },
      { name: 'content', label: 'Témoignage', type: 'textarea', localized: true },
      { name: 'avatar', label: 'Logo ou photo', type: 'upload', relationTo: 'media' },
    ],
  },
]

/** Extra pictures shown on the project page. */
export const projectGalleryFields: Field[] = [
  {
    name: 'gallery',
    label: 'Galerie',
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    maxRows: 8,
  },
]
