import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { guideDownloadEndpoints } from '@/collections/GuideDownloads/endpoints/download-file'
import { guideKeys, guideLabels } from '@/features/guides/guide-keys'
import { guideLabelsEn } from '@/fields/option-labels-en'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'

/** Who asked for which guide, with their consent; each request feeds the lead. */
export const GuideDownloads: CollectionConfig = {
  slug: 'guide-downloads',
  dbName: 'guide_downloads',
  labels: {
    singular: { fr: 'Téléchargement de guide', en: 'Guide download' },
    plural: { fr: 'Guides téléchargés', en: 'Downloaded guides' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'guide', 'locale', 'createdAt'],
    listSearchableFields: ['email'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  // The e-mailed download link (signed token, no sign-in).
  endpoints: guideDownloadEndpoints,
  fields: [
    {
      name: 'guide',
      label: { fr: 'Guide', en: 'Guide' },
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(guideKeys, guideLabels, guideLabelsEn),
    },
    emailField(true),
    {
      name: 'consentAt',
      label: { fr: 'Consentement', en: 'Consent' },
      type: 'date',
      required: true,
    },
    {
      name: 'newsletter',
      label: { fr: 'Abonné à la newsletter', en: 'Newsletter subscriber' },
      type: 'checkbox',
      defaultValue: false,
    },
    localeField,
    leadField,
  ],
}
