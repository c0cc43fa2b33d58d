import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { auditStatuses, auditStatusLabels } from '@/features/audits/options'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'

/** Requests for the flat-rate technical audit, followed from request to delivery. */
export const Audits: CollectionConfig = {
  slug: 'audits',
  dbName: 'audits',
  labels: { singular: "Demande d'audit", plural: 'Audits' },
  admin: {
    useAsTitle: 'siteUrl',
    defaultColumns: ['siteUrl', 'company', 'email', 'status', 'locale', 'createdAt'],
    listSearchableFields: ['siteUrl', 'company', 'email', 'name', 'concerns'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'siteUrl', label: 'Site à auditer', type: 'text', required: true },
    { name: 'company', label: 'Entreprise', type: 'text', required: true },
    { name: 'name', label: 'Nom', type: 'text' },
    emailField(true),
    { name: 'concerns', label: 'Préoccupations', type: 'textarea', required: true },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: selectOptions(auditStatuses, auditStatusLabels),
      admin: { position: 'sidebar' },
    },
    { name: 'notes', label: 'Notes internes', type: 'textarea' },
    localeField,
    leadField,
  ],
}
