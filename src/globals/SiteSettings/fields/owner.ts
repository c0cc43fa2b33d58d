import type { Field } from 'payload'

import { httpsUrl } from '@/globals/SiteSettings/fields/https-url'

/**
 * The person behind the studio: a client buys one person's work, so the home hero, the about and
 * consultation pages, every article's byline and the structured data show who that is. Until a
 * name is set the pages sign with the site name; the seed's portrait is an illustration the
 * dashboard's setup checklist asks to replace.
 */
export const ownerField: Field = {
  name: 'owner',
  label: { fr: 'Votre profil', en: 'Your profile' },
  type: 'group',
  admin: {
    description: {
      fr: 'Affiché sur l’accueil, la page À propos, la page de consultation et sous chaque article.',
      en: 'Shown on the home page, the about page, the consultation page and under every article.',
    },
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: { fr: 'Prénom et nom', en: 'Full name' },
          type: 'text',
          maxLength: 80,
          admin: {
            description: {
              fr: 'Vide : les pages signent avec le nom du site.',
              en: 'Empty: the pages sign with the site name.',
            },
          },
        },
        {
          name: 'role',
          label: { fr: 'Métier (une ligne)', en: 'Role (one line)' },
          type: 'text',
          localized: true,
          maxLength: 90,
        },
      ],
    },
    {
      name: 'portrait',
      label: { fr: 'Portrait', en: 'Portrait' },
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: {
          fr: 'Une photo carrée de vous, visage bien éclairé (au moins 480 × 480 pixels).',
          en: 'A square photo of you, face well lit (at least 480 × 480 pixels).',
        },
      },
    },
    {
      name: 'bio',
      label: { fr: 'Courte présentation', en: 'Short bio' },
      type: 'textarea',
      localized: true,
      maxLength: 400,
    },
    {
      name: 'linkedin',
      label: { fr: 'Votre profil LinkedIn', en: 'Your LinkedIn profile' },
      type: 'text',
      validate: httpsUrl({ optional: true }),
      admin: {
        description: {
          fr: 'Vide : le lien LinkedIn du site.',
          en: 'Empty: the site’s LinkedIn link.',
        },
      },
    },
  ],
}

/** Articles show their view count only from this many views: a new article's "3 vues" sells nothing. */
export const blogField: Field = {
  name: 'blog',
  label: { fr: 'Blog', en: 'Blog' },
  type: 'group',
  fields: [
    {
      name: 'viewsShownFrom',
      label: { fr: 'Afficher les vues à partir de', en: 'Show views from' },
      type: 'number',
      min: 0,
      defaultValue: 100,
      admin: {
        description: {
          fr: 'En dessous de ce nombre, les articles n’affichent pas leur nombre de vues (0 : toujours).',
          en: 'Below this number, articles do not show their view count (0: always).',
        },
      },
    },
  ],
}
