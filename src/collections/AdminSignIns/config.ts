import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'

/**
 * Every attempt to sign in to the back office, successful or not (Sécurité). Written only by the
 * admin-users hooks (`features/security/sign-in-hooks.ts`, `sign-in-guard.ts`); nobody can edit
 * the history. The real reason for a refusal is shown here only: the sign-in form gives the same
 * answer to all of them.
 */
export const AdminSignIns: CollectionConfig = {
  slug: 'admin-sign-ins',
  dbName: 'admin_sign_ins',
  labels: {
    singular: { fr: 'Connexion', en: 'Sign-in' },
    plural: { fr: 'Connexions', en: 'Sign-ins' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'success', 'ip', 'user_agent'],
    group: { fr: 'Système', en: 'System' },
    listSearchableFields: ['email', 'ip'],
    description: {
      fr: 'Tentatives de connexion au back-office, réussies ou refusées.',
      en: 'Sign-in attempts to the back office, successful or refused.',
    },
  },
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'admin',
      label: { fr: 'Administrateur', en: 'Administrator' },
      type: 'relationship',
      relationTo: 'admin-users',
    },
    {
      name: 'email',
      label: { fr: 'Adresse saisie', en: 'Address entered' },
      type: 'text',
      required: true,
      index: true,
    },
    {
      name: 'success',
      label: { fr: 'Réussie', en: 'Successful' },
      type: 'checkbox',
      defaultValue: false,
      required: true,
    },
    {
      name: 'failure',
      label: { fr: 'Motif du refus', en: 'Reason for refusal' },
      type: 'select',
      options: [
        { label: { fr: 'Identifiants incorrects', en: 'Wrong credentials' }, value: 'credentials' },
        { label: { fr: 'Adresse inconnue', en: 'Unknown address' }, value: 'unknown' },
        { label: { fr: 'Compte désactivé', en: 'Deactivated account' }, value: 'inactive' },
        { label: { fr: 'Compte verrouillé', en: 'Account locked' }, value: 'locked' },
        {
          label: { fr: 'Code de double authentification incorrect', en: 'Wrong two-factor code' },
          value: 'second-factor',
        },
      ],
    },
    { name: 'ip', label: { fr: 'Adresse IP', en: 'IP address' }, type: 'text' },
    { name: 'user_agent', label: { fr: 'Navigateur', en: 'Browser' }, type: 'text' },
    {
      name: 'session_id',
      label: { fr: 'Session', en: 'Session' },
      type: 'text',
      index: true,
      admin: {
        description: {
          fr: 'La session ouverte par cette connexion.',
          en: 'The session this sign-in opened.',
        },
      },
    },
  ],
}
