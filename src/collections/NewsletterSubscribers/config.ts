import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { oneClickUnsubscribeEndpoints } from '@/collections/NewsletterSubscribers/endpoints/one-click-unsubscribe'
import {
  subscriberSourceLabels,
  subscriberSources,
  subscriberStatuses,
  subscriberStatusLabels,
} from '@/features/newsletter/options'
import { subscriberSourceLabelsEn, subscriberStatusLabelsEn } from '@/fields/option-labels-en'
import { leadField, localeField, selectOptions } from '@/fields/capture-fields'

/**
 * Newsletter subscribers with double opt-in. The token behind the confirmation and unsubscribe
 * links never leaves the server (no read access, not in the admin or its CSV export).
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  dbName: 'newsletter_subscribers',
  labels: {
    singular: { fr: 'Abonné', en: 'Subscriber' },
    plural: { fr: 'Newsletter', en: 'Newsletter' },
  },
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
    {
      name: 'email',
      label: { fr: 'E-mail', en: 'E-mail' },
      type: 'email',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions(subscriberStatuses, subscriberStatusLabels, subscriberStatusLabelsEn),
    },
    {
      name: 'source',
      label: { fr: 'Inscription depuis', en: 'Signed up from' },
      type: 'select',
      options: selectOptions(subscriberSources, subscriberSourceLabels, subscriberSourceLabelsEn),
    },
    localeField,
    {
      name: 'consentAt',
      label: { fr: 'Consentement', en: 'Consent' },
      type: 'date',
      required: true,
    },
    { name: 'confirmedAt', label: { fr: 'Confirmé le', en: 'Confirmed on' }, type: 'date' },
    { name: 'unsubscribedAt', label: { fr: 'Désinscrit le', en: 'Unsubscribed on' }, type: 'date' },
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
