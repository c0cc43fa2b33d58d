import type { Field, SelectField } from 'payload'

import { locales } from '@/i18n/locales'

/** Fields every capture collection shares: who, in which language, and the lead it feeds. */

/**
 * Select options from stored values; with the French labels and their English twins, each
 * option shows in the admin's language (a value without a label shows as itself).
 */
export const selectOptions = (
  values: readonly string[],
  fr?: Record<string, string>,
  en?: Record<string, string>,
) =>
  values.map((value) => ({
    label: { fr: fr?.[value] ?? value, en: en?.[value] ?? fr?.[value] ?? value },
    value,
  }))

export const localeField: SelectField = {
  name: 'locale',
  label: { fr: 'Langue', en: 'Language' },
  type: 'select',
  required: true,
  defaultValue: 'fr',
  index: true,
  options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
}

export const leadField: Field = {
  name: 'lead',
  label: { fr: 'Lead', en: 'Lead' },
  type: 'relationship',
  relationTo: 'leads',
  index: true,
  admin: { position: 'sidebar' },
}

export const emailField = (required: boolean): Field => ({
  name: 'email',
  label: { fr: 'E-mail', en: 'E-mail' },
  type: 'email',
  required,
  index: true,
})
