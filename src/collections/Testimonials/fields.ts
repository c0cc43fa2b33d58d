import type { Field } from 'payload'

import { isProjectLink } from '@/features/portfolio/project-link'
import {
  ratingProblem,
  testimonialPageLabels,
  testimonialPages,
} from '@/features/testimonials/pages'

/** Where the quote appears, its order and whether it is one of the starter site's samples. */
export const testimonialSidebarFields: Field[] = [
  {
    name: 'pages',
    label: { fr: 'Pages où il apparaît', en: 'Pages where it appears' },
    type: 'select',
    hasMany: true,
    required: true,
    enumName: 'enum_testimonials_pages',
    options: testimonialPages.map((value) => ({ label: testimonialPageLabels[value], value })),
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Choisissez des témoignages différents pour chaque page : un visiteur en lit plusieurs.',
        en: 'Pick different testimonials for each page: a visitor reads several of them.',
      },
    },
  },
  {
    name: 'position',
    label: { fr: 'Ordre d’affichage', en: 'Display order' },
    type: 'number',
    defaultValue: 100,
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Les plus petits nombres d’abord ; sur l’accueil, le premier est mis en avant.',
        en: 'Smaller numbers first; on the home page, the first one is featured.',
      },
    },
  },
  {
    name: 'sample',
    label: { fr: 'Exemple à remplacer', en: 'Sample to replace' },
    type: 'checkbox',
    defaultValue: false,
    index: true,
    admin: {
      position: 'sidebar',
      description: {
        fr: 'Témoignage d’exemple du site de départ : remplacez-le par les mots d’un vrai client, puis dépubliez ou supprimez celui-ci.',
        en: 'A sample from the starter site: replace it with a real client’s words, then unpublish or delete this one.',
      },
    },
  },
]

/** The quote and who said it: role and business always, a person's name only with consent. */
export const testimonialContentFields: Field[] = [
  {
    name: 'quote',
    label: { fr: 'Témoignage', en: 'Quote' },
    type: 'textarea',
    required: true,
    localized: true,
    maxLength: 600,
  },
  {
    type: 'row',
    fields: [
      {
        name: 'name',
        label: { fr: 'Nom (facultatif)', en: 'Name (optional)' },
        type: 'text',
        admin: {
          description: {
            fr: 'Seulement avec l’accord écrit de la personne.',
            en: 'Only with the person’s written consent.',
          },
        },
      },
      {
        name: 'role',
        label: { fr: 'Fonction', en: 'Role' },
        type: 'text',
        required: true,
        localized: true,
        admin: { description: { fr: 'Par exemple « Gérante ».', en: 'For example “Manager”.' } },
      },
    ],
  },
  {
    name: 'company',
    label: { fr: 'Entreprise', en: 'Company' },
    type: 'text',
    localized: true,
    admin: {
      description: {
        fr: 'Son nom ou son activité et sa ville : « Boutique de décoration, Lyon ».',
        en: 'Its name, or its trade and town: “Home decor shop, Lyon”.',
      },
    },
  },
  {
    name: 'result',
    label: { fr: 'Résultat obtenu (facultatif)', en: 'Result achieved (optional)' },
    type: 'text',
    localized: true,
    maxLength: 80,
    admin: {
      description: {
        fr: 'Un chiffre court, montré avec le témoignage mis en avant : « +35 % de clientes fidèles ».',
        en: 'A short figure, shown with the featured quote: “+35% returning customers”.',
      },
    },
  },
  ...mediaFields(),
]

function mediaFields(): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: 'image',
          label: { fr: 'Logo de l’entreprise ou photo', en: 'Company logo or photo' },
          type: 'upload',
          relationTo: 'media',
          admin: {
            description: {
              fr: 'Les logos apparaissent aussi, en gris, sous l’accroche de l’accueil.',
              en: 'Logos also appear, in grey, under the home page’s hero.',
            },
          },
        },
        {
          name: 'imageKind',
          label: { fr: 'Type d’image', en: 'Image type' },
          type: 'radio',
          defaultValue: 'logo',
          enumName: 'enum_testimonials_image_kind',
          options: [
            { label: { fr: 'Logo', en: 'Logo' }, value: 'logo' },
            { label: { fr: 'Photo de la personne', en: 'Photo of the person' }, value: 'photo' },
          ],
          admin: { condition: (_, sibling) => Boolean(sibling?.image) },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'link',
          label: { fr: 'Lien (facultatif)', en: 'Link (optional)' },
          type: 'text',
          admin: {
            description: {
              fr: 'Le site de l’entreprise, adresse complète (https://…).',
              en: 'The company’s site, full address (https://…).',
            },
          },
          validate: (value: unknown) =>
            value === null || value === undefined || value === '' || isProjectLink(value)
              ? true
              : 'Indiquez une adresse complète commençant par https:// ou http://.',
        },
        {
          name: 'rating',
          label: { fr: 'Note sur 5 (facultatif)', en: 'Rating out of 5 (optional)' },
          type: 'number',
          min: 1,
          max: 5,
          validate: (value: unknown) => ratingProblem(value) ?? true,
        },
      ],
    },
  ]
}
