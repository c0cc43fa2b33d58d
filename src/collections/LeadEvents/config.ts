import type { CollectionConfig } from 'payload'

import { isActiveAdmin, isActiveAdminUser, nobody } from '@/access/isActiveAdmin'
import {
  eventTypeLabels,
  leadEventTypes,
  leadStatuses,
  statusLabels,
} from '@/features/leads/lead-options'
import { leadEventTypeLabelsEn, leadStatusLabelsEn } from '@/fields/option-labels-en'

const statusOptions = leadStatuses.map((value) => ({
  label: { fr: statusLabels[value], en: leadStatusLabelsEn[value] },
  value,
}))

/**
 * One line of a lead's timeline. Kept as its own rows, not an array inside the lead, so two
 * captures at the same moment never overwrite each other's entry.
 */
export const LeadEvents: CollectionConfig = {
  slug: 'lead-events',
  dbName: 'lead_events',
  labels: {
    singular: { fr: 'Événement', en: 'Event' },
    plural: { fr: 'Historique des leads', en: 'Lead history' },
  },
  admin: { useAsTitle: 'summary', group: false, defaultColumns: ['summary', 'type', 'occurredAt'] },
  access: {
    read: isActiveAdmin,
    // The site writes the captures and status changes itself; an admin may only add a note.
    create: ({ req, data }) => isActiveAdminUser(req.user) && data?.type === 'note',
    update: nobody,
    delete: isActiveAdmin,
  },
  defaultSort: '-occurredAt',
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      name: 'type',
      label: { fr: 'Type', en: 'Type' },
      type: 'select',
      required: true,
      options: leadEventTypes.map((value) => ({
        label: { fr: eventTypeLabels[value], en: leadEventTypeLabelsEn[value] },
        value,
      })),
    },
    { name: 'summary', label: { fr: 'Résumé', en: 'Summary' }, type: 'text', required: true },
    {
      name: 'occurredAt',
      label: { fr: 'Date', en: 'Date' },
      type: 'date',
      required: true,
      index: true,
    },
    {
      name: 'relatedCollection',
      label: { fr: 'Collection liée', en: 'Linked collection' },
      type: 'text',
    },
    { name: 'relatedId', label: { fr: 'Document lié', en: 'Linked document' }, type: 'text' },
    // A status change keeps both ends, so the feed can name them in the admin's language.
    {
      name: 'fromStatus',
      label: { fr: 'Ancien statut', en: 'Previous status' },
      type: 'select',
      options: statusOptions,
    },
    {
      name: 'toStatus',
      label: { fr: 'Nouveau statut', en: 'New status' },
      type: 'select',
      options: statusOptions,
    },
  ],
}
