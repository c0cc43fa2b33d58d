import type { CollectionConfig } from 'payload'

import { anyone, isActiveAdmin } from '@/access/isActiveAdmin'
import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { ctaIcons, ctaServiceTypes } from '@/features/blog/cta-options'
import { localeOptions } from '@/fields/locale-options'
import { isSafeHref } from '@/features/blog/safe-href'

/**
 * The call-to-action cards inserted into blog articles (spec "Contextual call to action"): one
 * active card per service type and language is read, so the owner can prepare alternatives.
 */
export const ContextualCtas: CollectionConfig = {
  slug: 'contextual-ctas',
  dbName: 'contextual_ctas',
  labels: { singular: "Appel à l'action du blog", plural: "Appels à l'action du blog" },
  admin: {
    group: 'Blog',
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
          label: 'Service',
          type: 'select',
          required: true,
          index: true,
          options: ctaServiceTypes.map((value) => ({ label: value.toUpperCase(), value })),
        },
        {
          name: 'language',
          label: 'Langue',
          type: 'select',
          required: true,
          index: true,
          options: localeOptions,
        },
        {
          name: 'icon',
          label: 'Icône',
          type: 'select',
          required: true,
          options: ctaIcons.map((value) => ({ label: value, value })),
        },
      ],
    },
    { name: 'is_active', label: 'Actif', type: 'checkbox', defaultValue: true },
    { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 90 },
    { name: 'description', label: 'Texte', type: 'textarea', required: true, maxLength: 280 },
    { name: 'button_text', label: 'Texte du bouton', type: 'text', required: true, maxLength: 40 },
    {
      name: 'href',
      label: 'Lien du bouton',
      type: 'text',
      required: true,
      admin: { description: 'Une adresse du site (/fr/contact) ou une adresse https://.' },
      validate: (value: unknown) =>
        isSafeHref(value) ? true : 'Une adresse commençant par / ou https:// est attendue.',
    },
  ],
}
