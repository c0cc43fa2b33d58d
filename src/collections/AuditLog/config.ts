import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { AUDIT_ACTIONS } from '@/features/security/audit-actions'
import { auditActionLabelsEn } from '@/fields/option-labels-en'

/**
 * Who changed what in the back office, and when (Sécurité). Written by the hooks of
 * `features/security/audit-hooks.ts` on every collection and global, and by the security
 * actions; read-only for everyone, kept, searchable by record, collection and field.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  dbName: 'audit_log',
  labels: {
    singular: { fr: 'Modification', en: 'Change' },
    plural: { fr: 'Modifications', en: 'Changes' },
  },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actor_name', 'action', 'entity', 'record_id', 'fields'],
    group: { fr: 'Système', en: 'System' },
    listSearchableFields: ['summary', 'entity', 'record_id', 'fields', 'actor_name'],
    description: {
      fr: 'Chaque modification faite dans le back-office : qui, quand, quel enregistrement, quels champs.',
      en: 'Every change made in the back office: who, when, which record, which fields.',
    },
  },
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['entity', 'record_id'] }],
  fields: [
    { name: 'summary', label: { fr: 'Résumé', en: 'Summary' }, type: 'text', required: true },
    {
      name: 'actor',
      label: { fr: 'Administrateur', en: 'Administrator' },
      type: 'relationship',
      relationTo: 'admin-users',
    },
    // Kept as text too: the log must still say who after an admin is deleted.
    { name: 'actor_name', label: { fr: 'Par', en: 'By' }, type: 'text', required: true },
    {
      name: 'action',
      label: { fr: 'Action', en: 'Action' },
      type: 'select',
      required: true,
      options: AUDIT_ACTIONS.map(({ value, label }) => ({
        value,
        label: { fr: label, en: auditActionLabelsEn[value] },
      })),
    },
    {
      name: 'entity',
      label: { fr: 'Collection ou réglage', en: 'Collection or setting' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'record_id', label: { fr: 'Enregistrement', en: 'Record' }, type: 'text' },
    { name: 'fields', label: { fr: 'Champs modifiés', en: 'Changed fields' }, type: 'text' },
  ],
}
