import type { TextField } from 'payload'

import { adminLanguage } from '@/i18n/admin-table'

type Who = { company?: unknown; name?: unknown; email?: unknown }

const filled = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

/** Who the diagnostic belongs to, as the owner knows them: company, then name, then e-mail. */
export const diagnosticTitle = (who: Who): string | null =>
  filled(who.company) ?? filled(who.name) ?? filled(who.email) ?? null

/** A diagnostic whose visitor left no details. */
export const anonymousDiagnostic = { fr: 'Diagnostic anonyme', en: 'Anonymous diagnostic' }

/**
 * The diagnostic's title in lists, records and links (`useAsTitle`): stored so that lists sort
 * and search on it, written from the visitor's details on every save, and read in the admin's
 * language when the visitor stayed anonymous.
 */
export const diagnosticTitleField: TextField = {
  name: 'title',
  label: { fr: 'Titre', en: 'Title' },
  type: 'text',
  // A list column (hidden fields cannot be one); the record shows it read-only beside the form.
  admin: { readOnly: true, position: 'sidebar' },
  hooks: {
    beforeChange: [
      ({ siblingData, originalDoc }) => diagnosticTitle({ ...(originalDoc ?? {}), ...siblingData }),
    ],
    afterRead: [
      ({ value, req }) => filled(value) ?? anonymousDiagnostic[adminLanguage(req.i18n?.language)],
    ],
  },
}
