import type { CollectionConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import { normalizeLeadEmail } from '@/collections/Leads/hooks/normalizeLeadEmail'
import { locales } from '@/i18n/locales'
import {
  leadSources,
  leadStatuses,
  sourceLabels,
  statusLabels,
} from '@/features/leads/lead-options'

/**
 * The CRM's spine: one lead per e-mail address (unique in the database, compared lower-cased),
 * created or updated by every capture, with its status pipeline, notes and timeline.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  dbName: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'status', 'source', 'locale', 'lastActivityAt'],
    listSearchableFields: ['email', 'name', 'company'],
    // Listed in the back office's own navigation (src/features/admin-shell/nav-items.ts).
    group: false,
  },
  access: {
    read: isActiveAdmin,
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  hooks: { beforeValidate: [normalizeLeadEmail] },
  defaultSort: '-lastActivityAt',
  fields: [
    { name: 'email', label: 'E-mail', type: 'email', required: true, unique: true, index: true },
    { name: 'name', label: 'Nom', type: 'text' },
    { name: 'company', label: 'Entreprise', type: 'text' },
    { name: 'phone', label: 'Téléphone', type: 'text' },
    {
      name: 'locale',
      label: 'Langue',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
    },
    {
      name: 'source',
      label: 'Première source',
      type: 'select',
      required: true,
      options: leadSources.map((value) => ({ label: sourceLabels[value], value })),
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: leadStatuses.map((value) => ({ label: statusLabels[value], value })),
    },
    { name: 'notes', label: 'Notes', type: 'textarea' },
    { name: 'lastActivityAt', label: 'Dernière activité', type: 'date', index: true },
    {
      name: 'timeline',
      label: 'Historique',
      type: 'join',
      collection: 'lead-events',
      on: 'lead',
      defaultSort: '-occurredAt',
    },
  ],
}
