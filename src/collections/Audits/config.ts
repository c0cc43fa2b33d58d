import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { auditStatuses, auditStatusLabels } from '@/features/audits/options'
import { auditStatusLabelsEn } from '@/fields/option-labels-en'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'

/** Requests for the flat-rate technical audit, followed from request to delivery. */
export const Audits: CollectionConfig = {
  slug: 'audits',
  dbName: 'audits',
  labels: {
    singular: { fr: 'Demande d’audit', en: 'Audit request' },
    plural: { fr: 'Audits', en: 'Audits' },
  },
  admin: {
    useAsTitle: 'siteUrl',
    defaultColumns: ['siteUrl', 'company', 'email', 'status', 'locale', 'createdAt'],
    listSearchableFields: ['siteUrl', 'company', 'email', 'name', 'concerns'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'siteUrl',
      label: { fr: 'Site à auditer', en: 'Site to audit' },
      type: 'text',
      required: true,
    },
    { name: 'company', label: { fr: 'Entreprise', en: 'Company' }, type: 'text', required: true },
    { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text' },
    emailField(true),
    {
      name: 'concerns',
      label: { fr: 'Préoccupations', en: 'Concerns' },
      type: 'textarea',
      required: true,
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: selectOptions(auditStatuses, auditStatusLabels, auditStatusLabelsEn),
      admin: { position: 'sidebar' },
    },
    { name: 'notes', label: { fr: 'Notes internes', en: 'Internal notes' }, type: 'textarea' },
    localeField,
    leadField,
  ],
}
