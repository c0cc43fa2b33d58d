import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'

/**
 * Every attempt to sign in to the back office, successful or not (Sécurité). Written only by the
 * admin-users hooks (`features/security/sign-in-hooks.ts`); nobody can edit the history.
 */
export const AdminSignIns: CollectionConfig = {
  slug: 'admin-sign-ins',
  dbName: 'admin_sign_ins',
  labels: { singular: 'Connexion', plural: 'Connexions' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'success', 'ip', 'user_agent'],
    group: 'Système',
    listSearchableFields: ['email', 'ip'],
    description: 'Tentatives de connexion au back-office, réussies ou refusées.',
  },
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'admin', label: 'Administrateur', type: 'relationship', relationTo: 'admin-users' },
    { name: 'email', label: 'Adresse saisie', type: 'text', required: true, index: true },
    { name: 'success', label: 'Réussie', type: 'checkbox', defaultValue: false, required: true },
    {
      name: 'failure',
      label: 'Motif du refus',
      type: 'select',
      options: [
        { label: 'Identifiants incorrects', value: 'credentials' },
        { label: 'Compte verrouillé', value: 'locked' },
        { label: 'Code de double authentification incorrect', value: 'second-factor' },
      ],
    },
    { name: 'ip', label: 'Adresse IP', type: 'text' },
    { name: 'user_agent', label: 'Navigateur', type: 'text' },
    {
      name: 'session_id',
      label: 'Session',
      type: 'text',
      index: true,
      admin: { description: 'La session ouverte par cette connexion.' },
    },
  ],
}
