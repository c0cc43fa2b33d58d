import type { Field, SelectField } from 'payload'

import { locales } from '@/i18n/locales'

/** Fields every capture collection shares: who, in which language, and the lead it feeds. */

export const selectOptions = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ label: labels?.[value] ?? value, value }))

export const localeField: SelectField = {
  name: 'locale',
  label: 'Langue',
  type: 'select',
  required: true,
  defaultValue: 'fr',
  index: true,
  options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
}

export const leadField: Field = {
  name: 'lead',
  label: 'Lead',
  type: 'relationship',
  relationTo: 'leads',
  index: true,
  admin: { position: 'sidebar' },
}

export const emailField = (required: boolean): Field => ({
  name: 'email',
  label: 'E-mail',
  type: 'email',
  required,
  index: true,
})
