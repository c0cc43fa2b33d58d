import type { CollectionConfig } from 'payload'

import { isActiveAdmin, isActiveAdminUser } from '@/access/isActiveAdmin'
import { currentPasswordField } from '@/collections/AdminUsers/current-password-field'
import { notifyCredentialChange } from '@/collections/AdminUsers/hooks/credential-notice'
import { enforcePasswordPolicy } from '@/collections/AdminUsers/hooks/password-policy'
import { refuseInactiveLogin } from '@/collections/AdminUsers/hooks/refuseInactiveLogin'
import { env } from '@/config/env'
import { forgotPasswordEmail } from '@/features/auth/forgot-password-email'
import { guardSignIn } from '@/features/security/sign-in-guard'
import { recordSuccessfulSignIn } from '@/features/security/sign-in-hooks'
import { deleteTwoFactorWithAdmin } from '@/features/security/two-factor/delete-hook'

// Wrong passwords per account and address before that address is locked out of the account, and
// for how long (src/features/security/sign-in-lock.ts).
export const LOGIN_MAX_ATTEMPTS = 5
export const LOCK_TIME_MS = 10 * 60 * 1000
export const SESSION_SECONDS = 60 * 60 * 8

export const AdminUsers: CollectionConfig = {
  slug: 'admin-users',
  dbName: 'admin_users',
  labels: {
    singular: { fr: 'Administrateur', en: 'Administrator' },
    plural: { fr: 'Administrateurs', en: 'Administrators' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'is_active', 'updatedAt'],
    group: { fr: 'Système', en: 'System' },
  },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: SESSION_SECONDS,
    useSessions: true,
    // HttpOnly always (Payload); Secure whenever the site is served over HTTPS, so the session
    // never travels in clear. Lax keeps it off cross-site form posts.
    cookies: { sameSite: 'Lax', secure: env().SITE_URL.startsWith('https://') },
    forgotPassword: {
      expiration: 60 * 60 * 1000,
      generateEmailSubject: (args) => forgotPasswordEmail.subject(args?.req),
      generateEmailHTML: (args) => forgotPasswordEmail.html(args?.token ?? ''),
    },
  },
  access: {
    admin: ({ req }) => isActiveAdminUser(req.user),
    read: isActiveAdmin,
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
    unlock: isActiveAdmin,
  },
  hooks: {
    // Limits, locks and records every sign-in, whatever route it came by; refusals are all alike.
    beforeOperation: [guardSignIn, enforcePasswordPolicy],
    beforeLogin: [refuseInactiveLogin],
    afterLogin: [recordSuccessfulSignIn],
    // Another admin's password or e-mail changed: they are told by e-mail.
    afterChange: [notifyCredentialChange],
    beforeDelete: [deleteTwoFactorWithAdmin],
  },
  fields: [
    // Asked when the signed-in admin changes a password or an e-mail (hooks/password-policy.ts).
    currentPasswordField,
    { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text', required: true },
    {
      name: 'is_active',
      label: { fr: 'Actif', en: 'Active' },
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description: {
          fr: 'Un administrateur inactif ne peut ni se connecter ni ouvrir le back-office.',
          en: 'An inactive administrator can neither sign in nor open the back office.',
        },
      },
    },
    {
      name: 'two_factor',
      label: { fr: 'Double authentification', en: 'Two-factor authentication' },
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: {
          fr: 'Activée ou retirée depuis l’écran Sécurité.',
          en: 'Turned on or removed from the Security screen.',
        },
      },
    },
    // Sessions that passed the second step (ids of `sessions`); written by the two-factor code.
    {
      name: 'two_factor_sessions',
      type: 'json',
      access: { read: () => false, create: () => false, update: () => false },
      admin: { hidden: true },
    },
    // The dashboard's "since your last visit": kept per admin, written by the dashboard only.
    ...(['dashboard_visit_at', 'dashboard_previous_visit_at'] as const).map((name) => ({
      name,
      type: 'date' as const,
      access: { update: () => false },
      admin: { hidden: true },
    })),
  ],
}
