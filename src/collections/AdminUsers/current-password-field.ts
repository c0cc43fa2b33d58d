import type { Field } from 'payload'

import { CURRENT_PASSWORD_FIELD } from '@/collections/AdminUsers/hooks/password-policy'
import { passwordPolicyTranslations } from '@/features/security/password-policy'

const { fr, en } = passwordPolicyTranslations

/**
 * Shown on the signed-in admin's own account only: what they type is checked by the
 * `enforcePasswordPolicy` hook when they change their password or e-mail, then dropped. A
 * virtual field: never stored, never returned.
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
    condition: (data, _siblingData, { user }) =>
      Boolean(user && data?.id !== undefined && String(data.id) === String(user.id)),
    components: {
      Field: '@/collections/AdminUsers/admin/CurrentPasswordField.client#CurrentPasswordField',
    },
  },
}
