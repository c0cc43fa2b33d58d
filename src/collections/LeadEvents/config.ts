import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { leadSources, sourceLabels } from '@/features/leads/lead-options'
import { leadSourceLabelsEn } from '@/fields/option-labels-en'

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
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: isActiveAdmin },
  defaultSort: '-occurredAt',
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      name: 'type',
      label: { fr: 'Type', en: 'Type' },
      type: 'select',
      required: true,
      options: leadSources.map((value) => ({
        label: { fr: sourceLabels[value], en: leadSourceLabelsEn[value] },
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
  ],
}
