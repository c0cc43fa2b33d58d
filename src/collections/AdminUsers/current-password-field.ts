import type { Field } from 'payload'

import { CURRENT_PASSWORD_FIELD } from '@/collections/AdminUsers/hooks/password-policy'
import { passwordPolicyTranslations } from '@/features/security/password-policy'

const { fr, en } = passwordPolicyTranslations

/**
 * The signed-in admin's own password, shown on every existing account: what they type is checked
 * by the `enforcePasswordPolicy` hook when they change a password or an e-mail (theirs or
 * another admin's), then dropped. A virtual field: never stored, never returned.
 */
export const currentPasswordField: Field = {
  name: CURRENT_PASSWORD_FIELD,
  type: 'text',
  virtual: true,
  label: { fr: fr.currentLabel, en: en.currentLabel },
  // Readable, or the admin would not draw the field (Payload leaves out fields one cannot read);
  // its value is dropped on the way out instead.
  hooks: { afterRead: [() => undefined] },
  admin: {
    description: { fr: fr.currentDescription, en: en.currentDescription },
    // Not on the create form: a new account has no credentials to protect yet.
    condition: (data, _siblingData, { user }) => Boolean(user && data?.id !== undefined),
    components: {
      Field: '@/collections/AdminUsers/admin/CurrentPasswordField.client#CurrentPasswordField',
    },
  },
}
