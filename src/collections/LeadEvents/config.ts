import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { leadSources, sourceLabels } from '@/features/leads/lead-options'

/**
 * One line of a lead's timeline. Kept as its own rows, not an array inside the lead, so two
 * captures at the same moment never overwrite each other's entry.
 */
export const LeadEvents: CollectionConfig = {
  slug: 'lead-events',
  dbName: 'lead_events',
  labels: { singular: 'Événement', plural: 'Historique des leads' },
  admin: { useAsTitle: 'summary', group: false, defaultColumns: ['summary', 'type', 'occurredAt'] },
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: isActiveAdmin },
  defaultSort: '-occurredAt',
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      required: true,
      options: leadSources.map((value) => ({ label: sourceLabels[value], value })),
    },
    { name: 'summary', label: 'Résumé', type: 'text', required: true },
    { name: 'occurredAt', label: 'Date', type: 'date', required: true, index: true },
    { name: 'relatedCollection', label: 'Collection liée', type: 'text' },
    { name: 'relatedId', label: 'Document lié', type: 'text' },
  ],
}
