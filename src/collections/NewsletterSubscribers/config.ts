import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { oneClickUnsubscribeEndpoints } from '@/collections/NewsletterSubscribers/endpoints/one-click-unsubscribe'
import {
  subscriberSourceLabels,
  subscriberSources,
  subscriberStatuses,
  subscriberStatusLabels,
} from '@/features/newsletter/options'
import { leadField, localeField, selectOptions } from '@/fields/capture-fields'

/**
 * Newsletter subscribers with double opt-in. The token behind the confirmation and unsubscribe
 * links never leaves the server (no read access, not in the admin or its CSV export).
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  dbName: 'newsletter_subscribers',
  labels: { singular: 'Abonné', plural: 'Newsletter' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source', 'locale', 'consentAt', 'confirmedAt'],
    listSearchableFields: ['email'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  endpoints: oneClickUnsubscribeEndpoints,
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, unique: true, index: true },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions(subscriberStatuses, subscriberStatusLabels),
    },
    {
      name: 'source',
      label: 'Inscription depuis',
      type: 'select',
      options: selectOptions(subscriberSources, subscriberSourceLabels),
    },
    localeField,
    { name: 'consentAt', label: 'Consentement', type: 'date', required: true },
    { name: 'confirmedAt', label: 'Confirmé le', type: 'date' },
    { name: 'unsubscribedAt', label: 'Désinscrit le', type: 'date' },
    {
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    leadField,
  ],
}
