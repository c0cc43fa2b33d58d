import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/isActiveAdmin'

/**
 * The two-factor secrets of the admins, apart from their accounts so no API answer about an
 * admin can ever carry them. No access for anyone: only the server's two-factor code
 * (`features/security/two-factor`) reads and writes it.
 */
export const AdminTwoFactor: CollectionConfig = {
  slug: 'admin-two-factor',
  dbName: 'admin_two_factor',
  labels: {
    singular: { fr: 'Double authentification', en: 'Two-factor authentication' },
    plural: { fr: 'Doubles authentifications', en: 'Two-factor authentications' },
  },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'admin',
      type: 'relationship',
      relationTo: 'admin-users',
      required: true,
      unique: true,
    },
    // Base32 secret of the authenticator app, once confirmed by a first code.
    { name: 'secret', type: 'text' },
    // The secret being set up: shown as a QR code until the admin types a first code.
    { name: 'pending_secret', type: 'text' },
    // SHA-256 of the unused recovery codes.
    { name: 'recovery_hashes', type: 'json' },
    // Wrong codes in a row at the second step; five end the session (password again).
    { name: 'failed_attempts', type: 'number', defaultValue: 0 },
    // The time step of the last code accepted: the same code is never accepted twice.
    { name: 'last_step', type: 'number' },
  ],
}
