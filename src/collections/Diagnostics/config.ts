import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { serviceKeys } from '@/config/site'
import { challengeServices, diagnosticTasks, revenueBrackets } from '@/features/diagnostic/compute'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'

const readOnlyNumber = (name: string, label: string) =>
  ({ name, label, type: 'number', admin: { readOnly: true } }) as const

/** Every completed business diagnostic, with what the visitor chose and what it computed. */
export const Diagnostics: CollectionConfig = {
  slug: 'diagnostics',
  dbName: 'diagnostics',
  labels: { singular: 'Diagnostic', plural: 'Diagnostics' },
  admin: {
    useAsTitle: 'challenge',
    defaultColumns: ['createdAt', 'email', 'revenue', 'challenge', 'yearlySavings', 'qualified'],
    listSearchableFields: ['email', 'name', 'company'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'revenue',
      label: 'Chiffre d’affaires mensuel',
      type: 'select',
      required: true,
      options: selectOptions(Object.keys(revenueBrackets)),
    },
    {
      name: 'tasks',
      label: 'Tâches',
      type: 'select',
      hasMany: true,
      options: selectOptions(Object.keys(diagnosticTasks)),
    },
    {
      name: 'challenge',
      label: 'Défi principal',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(Object.keys(challengeServices)),
    },
    readOnlyNumber('hoursPerWeek', 'Heures perdues par semaine'),
    readOnlyNumber('monthlyCost', 'Coût mensuel (EUR)'),
    readOnlyNumber('yearlyCost', 'Coût annuel (EUR)'),
    readOnlyNumber('yearlySavings', 'Économies annuelles (EUR)'),
    readOnlyNumber('paybackMonths', 'Retour sur investissement (mois)'),
    {
      name: 'recommendedService',
      label: 'Service recommandé',
      type: 'select',
      options: selectOptions(serviceKeys),
      admin: { readOnly: true },
    },
    emailField(false),
    { name: 'name', label: 'Nom', type: 'text' },
    { name: 'company', label: 'Entreprise', type: 'text' },
    {
      name: 'qualified',
      label: 'Qualifié (e-mail laissé, CA > 10 k€/mois, économies ≥ 3 000 €/an)',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    localeField,
    leadField,
  ],
}
