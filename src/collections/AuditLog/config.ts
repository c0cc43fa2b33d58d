import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { AUDIT_ACTIONS } from '@/features/security/audit-actions'

/**
 * Who changed what in the back office, and when (Sécurité). Written by the hooks of
 * `features/security/audit-hooks.ts` on every collection and global, and by the security
 * actions; read-only for everyone, kept, searchable by record, collection and field.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  dbName: 'audit_log',
  labels: { singular: 'Modification', plural: 'Modifications' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actor_name', 'action', 'entity', 'record_id', 'fields'],
    group: 'Système',
    listSearchableFields: ['summary', 'entity', 'record_id', 'fields', 'actor_name'],
    description:
      'Chaque modification faite dans le back-office : qui, quand, quel enregistrement, quels champs.',
  },
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['entity', 'record_id'] }],
  fields: [
    { name: 'summary', label: 'Résumé', type: 'text', required: true },
    { name: 'actor', label: 'Administrateur', type: 'relationship', relationTo: 'admin-users' },
    // Kept as text too: the log must still say who after an admin is deleted.
    { name: 'actor_name', label: 'Par', type: 'text', required: true },
    {
      name: 'action',
      label: 'Action',
      type: 'select',
      required: true,
      options: AUDIT_ACTIONS.map(({ value, label }) => ({ value, label })),
    },
    { name: 'entity', label: 'Collection ou réglage', type: 'text', required: true, index: true },
    { name: 'record_id', label: 'Enregistrement', type: 'text' },
    { name: 'fields', label: 'Champs modifiés', type: 'text' },
  ],
}
