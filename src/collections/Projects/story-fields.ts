import type { Field } from 'payload'

/** The project's story: the problem, what was built with what, and how it went. */
export const projectStoryFields: Field[] = [
  {
    name: 'challenge',
    label: { fr: 'Le défi', en: 'The challenge' },
    type: 'textarea',
    required: true,
    localized: true,
  },
  {
    name: 'solution',
    label: { fr: 'La solution', en: 'The solution' },
    type: 'textarea',
    required: true,
    localized: true,
  },
  {
    name: 'technologies',
    label: { fr: 'Technologies', en: 'Technologies' },
    type: 'text',
    hasMany: true,
    maxRows: 12,
  },
  {
    name: 'timeline',
    label: { fr: 'Étapes du projet', en: 'Project steps' },
    labels: { singular: { fr: 'Étape', en: 'Step' }, plural: { fr: 'Étapes', en: 'Steps' } },
    type: 'array',
    maxRows: 8,
    fields: [
      {
        name: 'phase',
        label: { fr: 'Étape', en: 'Step' },
        type: 'text',
        required: true,
        localized: true,
      },
    ],
  },
]

/** What changed for the client: results, key figures and the client's own words. */
export const projectResultFields: Field[] = [
  {
    name: 'results',
    label: { fr: 'Résultats', en: 'Results' },
    type: 'textarea',
    required: true,
    localized: true,
  },
  {
    name: 'metrics',
    label: { fr: 'Chiffres clés', en: 'Key figures' },
    labels: {
      singular: { fr: 'Chiffre', en: 'Figure' },
      plural: { fr: 'Chiffres', en: 'Figures' },
    },
    type: 'array',
    maxRows: 6,
    fields: [
      {
        name: 'value',
        label: { fr: 'Valeur', en: 'Value' },
        type: 'text',
        required: true,
        localized: true,
        admin: {
          description: {
            fr: 'Écrite selon la langue : « −60 % » / « −60% ».',
            en: 'Written the way each language does: “−60 %” / “−60%”.',
          },
        },
      },
      {
        name: 'label',
        label: { fr: 'Légende', en: 'Caption' },
        type: 'text',
        required: true,
        localized: true,
      },
    ],
  },
  {
    name: 'testimonial',
    label: { fr: 'Témoignage', en: 'Testimonial' },
    type: 'group',
    admin: {
      description: {
        fr: 'Le client est présenté par sa fonction et son activité, sans nom de personne (« Gérante, boulangerie, Nantes »).',
        en: 'The client is introduced by role and business, never by a person’s name (“Manager, bakery, Nantes”).',
      },
    },
    fields: [
      { name: 'client', label: { fr: 'Client', en: 'Client' }, type: 'text', localized: true },
      {
        name: 'content',
        label: { fr: 'Témoignage', en: 'Testimonial' },
        type: 'textarea',
        localized: true,
      },
      {
        name: 'avatar',
        label: { fr: 'Logo ou photo', en: 'Logo or photo' },
        type: 'upload',
        relationTo: 'media',
      },
    ],
  },
]

/** Extra pictures shown on the project page. */
export const projectGalleryFields: Field[] = [
  {
    name: 'gallery',
    label: { fr: 'Galerie', en: 'Gallery' },
    type: 'upload',
    relationTo: 'media',
    hasMany: true,
    maxRows: 8,
  },
]
