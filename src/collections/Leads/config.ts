import type { CollectionConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import { normalizeLeadEmail } from '@/collections/Leads/hooks/normalizeLeadEmail'
import { recordStatusChange } from '@/collections/Leads/hooks/recordStatusChange'
import { removeTimeline } from '@/collections/Leads/hooks/removeTimeline'
import { locales } from '@/i18n/locales'
import { leadSourceLabelsEn, leadStatusLabelsEn } from '@/fields/option-labels-en'
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
  labels: { singular: { fr: 'Lead', en: 'Lead' }, plural: { fr: 'Leads', en: 'Leads' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'status', 'source', 'locale', 'lastActivityAt'],
    listSearchableFields: ['email', 'name', 'company'],
    // Listed in the back office's own navigation (src/features/admin-shell/nav-items.ts).
    group: false,
    // "Liste | Pipeline": the board (/admin/leads/board) sits beside the list.
    components: { beforeList: ['@/features/leads/admin/LeadViewSwitch#LeadListSwitch'] },
  },
  access: {
    read: isActiveAdmin,
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  hooks: {
    beforeValidate: [normalizeLeadEmail],
    afterChange: [recordStatusChange],
    beforeDelete: [removeTimeline],
  },
  defaultSort: '-lastActivityAt',
  fields: [
    {
      name: 'quickActions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/leads/admin/LeadQuickActions.client#LeadQuickActions' },
      },
    },
    {
      name: 'email',
      label: { fr: 'E-mail', en: 'E-mail' },
      type: 'email',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text' },
    { name: 'company', label: { fr: 'Entreprise', en: 'Company' }, type: 'text' },
    { name: 'phone', label: { fr: 'Téléphone', en: 'Phone' }, type: 'text' },
    {
      name: 'locale',
      label: { fr: 'Langue', en: 'Language' },
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
    },
    {
      name: 'source',
      label: { fr: 'Première source', en: 'First source' },
      type: 'select',
      required: true,
      options: leadSources.map((value) => ({
        label: { fr: sourceLabels[value], en: leadSourceLabelsEn[value] },
        value,
      })),
    },
    {
      name: 'status',
      label: { fr: 'Statut', en: 'Status' },
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: leadStatuses.map((value) => ({
        label: { fr: statusLabels[value], en: leadStatusLabelsEn[value] },
        value,
      })),
    },
    { name: 'notes', label: { fr: 'Notes', en: 'Notes' }, type: 'textarea' },
    {
      name: 'lastActivityAt',
      label: { fr: 'Dernière activité', en: 'Last activity' },
      type: 'date',
      index: true,
    },
    {
      name: 'timeline',
      label: { fr: 'Historique', en: 'History' },
      type: 'join',
      collection: 'lead-events',
      on: 'lead',
      defaultSort: '-occurredAt',
      // Drawn as an activity feed with a note composer, beside the lead's fields.
      admin: {
        position: 'sidebar',
        components: { Field: '@/features/leads/admin/LeadActivityField#LeadActivityField' },
      },
    },
  ],
}
