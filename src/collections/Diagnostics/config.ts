import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { serviceKeys } from '@/config/site'
import { challengeServices, diagnosticTasks, revenueBrackets } from '@/features/diagnostic/compute'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'
import {
  challengeLabels,
  revenueLabels,
  serviceNameLabels,
  taskLabels,
} from '@/fields/message-options'
import type { BilingualText } from '@/i18n/admin-table'
import { diagnosticTitleField } from '@/collections/Diagnostics/title-field'

const readOnlyNumber = (name: string, label: BilingualText) =>
  ({ name, label, type: 'number', admin: { readOnly: true } }) as const

/** Every completed business diagnostic, with what the visitor chose and what it computed. */
export const Diagnostics: CollectionConfig = {
  slug: 'diagnostics',
  dbName: 'diagnostics',
  labels: {
    singular: { fr: 'Diagnostic', en: 'Diagnostic' },
    plural: { fr: 'Diagnostics', en: 'Diagnostics' },
  },
  admin: {
    // Titled by whom it belongs to (title-field.ts), not by its main challenge.
    useAsTitle: 'title',
    defaultColumns: ['title', 'createdAt', 'revenue', 'challenge', 'yearlySavings', 'qualified'],
    listSearchableFields: ['email', 'name', 'company'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'revenue',
      label: { fr: 'Chiffre d’affaires mensuel', en: 'Monthly revenue' },
      type: 'select',
      required: true,
      options: selectOptions(Object.keys(revenueBrackets), revenueLabels.fr, revenueLabels.en),
    },
    {
      name: 'tasks',
      label: { fr: 'Tâches', en: 'Tasks' },
      type: 'select',
      hasMany: true,
      options: selectOptions(Object.keys(diagnosticTasks), taskLabels.fr, taskLabels.en),
    },
    {
      name: 'challenge',
      label: { fr: 'Défi principal', en: 'Main challenge' },
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(
        Object.keys(challengeServices),
        challengeLabels.fr,
        challengeLabels.en,
      ),
    },
    readOnlyNumber('hoursPerWeek', { fr: 'Heures perdues par semaine', en: 'Hours lost per week' }),
    readOnlyNumber('monthlyCost', { fr: 'Coût mensuel (EUR)', en: 'Monthly cost (EUR)' }),
    readOnlyNumber('yearlyCost', { fr: 'Coût annuel (EUR)', en: 'Yearly cost (EUR)' }),
    readOnlyNumber('yearlySavings', {
      fr: 'Économies annuelles (EUR)',
      en: 'Yearly savings (EUR)',
    }),
    readOnlyNumber('paybackMonths', {
      fr: 'Retour sur investissement (mois)',
      en: 'Payback (months)',
    }),
    {
      name: 'recommendedService',
      label: { fr: 'Service recommandé', en: 'Recommended service' },
      type: 'select',
      options: selectOptions(serviceKeys, serviceNameLabels.fr, serviceNameLabels.en),
      admin: { readOnly: true },
    },
    emailField(false),
    { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text' },
    { name: 'company', label: { fr: 'Entreprise', en: 'Company' }, type: 'text' },
    {
      name: 'qualified',
      label: {
        fr: 'Qualifié (e-mail laissé, CA > 10 k€/mois, économies ≥ 3 000 €/an)',
        en: 'Qualified (e-mail left, revenue > €10k/month, savings ≥ €3,000/year)',
      },
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
    localeField,
    leadField,
    diagnosticTitleField,
  ],
}
