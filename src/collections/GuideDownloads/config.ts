import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { guideDownloadEndpoints } from '@/collections/GuideDownloads/endpoints/download-file'
import { guideKeys, guideLabels } from '@/features/guides/guide-keys'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'

/** Who asked for which guide, with their consent; each request feeds the lead. */
export const GuideDownloads: CollectionConfig = {
  slug: 'guide-downloads',
  dbName: 'guide_downloads',
  labels: { singular: 'Téléchargement de guide', plural: 'Guides téléchargés' },
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
      label: 'Guide',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(guideKeys, guideLabels),
    },
    emailField(true),
    { name: 'consentAt', label: 'Consentement', type: 'date', required: true },
    { name: 'newsletter', label: 'Abonné à la newsletter', type: 'checkbox', defaultValue: false },
    localeField,
    leadField,
  ],
}
