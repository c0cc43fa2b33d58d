import type { CollectionConfig } from 'payload'

import { anyone, isActiveAdmin } from '@/access/isActiveAdmin'
import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { ctaIcons, ctaServiceTypes } from '@/features/blog/content/cta-options'
import { localeOptions } from '@/fields/locale-options'
import { isSafeHref } from '@/features/blog/content/safe-href'

/**
 * The call-to-action cards inserted into blog articles: one
 * active card per service type and language is read, so the owner can prepare alternatives.
 */
export const ContextualCtas: CollectionConfig = {
  slug: 'contextual-ctas',
  dbName: 'contextual_ctas',
  labels: {
    singular: { fr: 'Appel à l’action du blog', en: 'Blog call to action' },
    plural: { fr: 'Appels à l’action du blog', en: 'Blog calls to action' },
  },
  admin: {
    group: { fr: 'Blog', en: 'Blog' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'service_type', 'language', 'is_active'],
  },
  access: { read: anyone, create: isActiveAdmin, update: isActiveAdmin, delete: isActiveAdmin },
  hooks: expireTagOnChange(BLOG_TAG),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'service_type',
          label: { fr: 'Service', en: 'Service' },
          type: 'select',
          required: true,
          index: true,
          options: ctaServiceTypes.map((value) => ({ label: value.toUpperCase(), value })),
        },
        {
          name: 'language',
          label: { fr: 'Langue', en: 'Language' },
          type: 'select',
          required: true,
          index: true,
          options: localeOptions,
        },
        {
          name: 'icon',
          label: { fr: 'Icône', en: 'Icon' },
          type: 'select',
          required: true,
          options: ctaIcons.map((value) => ({ label: value, value })),
        },
      ],
    },
    {
      name: 'is_active',
      label: { fr: 'Actif', en: 'Active' },
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'title',
      label: { fr: 'Titre', en: 'Title' },
      type: 'text',
      required: true,
      maxLength: 90,
    },
    {
      name: 'description',
      label: { fr: 'Texte', en: 'Text' },
      type: 'textarea',
      required: true,
      maxLength: 280,
    },
    {
      name: 'button_text',
      label: { fr: 'Texte du bouton', en: 'Button text' },
      type: 'text',
      required: true,
      maxLength: 40,
    },
    {
      name: 'href',
      label: { fr: 'Lien du bouton', en: 'Button link' },
      type: 'text',
      required: true,
      admin: {
        description: {
          fr: 'Une adresse du site (/fr/contact) ou une adresse https://.',
          en: 'An address on the site (/fr/contact) or an https:// address.',
        },
      },
      validate: (value: unknown) =>
        isSafeHref(value) ? true : 'Une adresse commençant par / ou https:// est attendue.',
    },
  ],
}
