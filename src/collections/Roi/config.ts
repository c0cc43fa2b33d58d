import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { serviceKeys } from '@/config/site'
import { budgets, projectTypes, timeframes } from '@/features/estimator/estimate'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'
import {
  budgetLabels,
  projectTypeLabels,
  serviceNameLabels,
  timeframeLabels,
} from '@/fields/message-options'
import type { BilingualText } from '@/i18n/admin-table'

const readOnlyNumber = (name: string, label: BilingualText) =>
  ({ name, label, type: 'number', admin: { readOnly: true } }) as const

/** Estimates from the calculator that visitors sent to the owner ("Calculs ROI"). */
export const Roi: CollectionConfig = {
  slug: 'roi',
  dbName: 'roi',
  labels: {
    singular: { fr: 'Calcul ROI', en: 'ROI calculation' },
    plural: { fr: 'Calculs ROI', en: 'ROI calculations' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'email', 'projectType', 'budget', 'timeframe', 'maxPrice'],
    listSearchableFields: ['email', 'name', 'company', 'message'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'projectType',
      label: { fr: 'Type de projet', en: 'Project type' },
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(projectTypes, projectTypeLabels.fr, projectTypeLabels.en),
    },
    {
      name: 'budget',
      label: { fr: 'Budget', en: 'Budget' },
      type: 'select',
      required: true,
      options: selectOptions(budgets, budgetLabels.fr, budgetLabels.en),
    },
    {
      name: 'timeframe',
      label: { fr: 'Délai', en: 'Timeframe' },
      type: 'select',
      required: true,
      options: selectOptions(timeframes, timeframeLabels.fr, timeframeLabels.en),
    },
    {
      name: 'service',
      label: { fr: 'Service', en: 'Service' },
      type: 'select',
      options: selectOptions(serviceKeys, serviceNameLabels.fr, serviceNameLabels.en),
      admin: { readOnly: true },
    },
    readOnlyNumber('minPrice', { fr: 'Prix minimum (EUR)', en: 'Minimum price (EUR)' }),
    readOnlyNumber('maxPrice', { fr: 'Prix maximum (EUR)', en: 'Maximum price (EUR)' }),
    readOnlyNumber('minWeeks', { fr: 'Durée minimum (semaines)', en: 'Minimum duration (weeks)' }),
    readOnlyNumber('maxWeeks', { fr: 'Durée maximum (semaines)', en: 'Maximum duration (weeks)' }),
    emailField(true),
    { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text' },
    { name: 'company', label: { fr: 'Entreprise', en: 'Company' }, type: 'text' },
    { name: 'message', label: { fr: 'Message', en: 'Message' }, type: 'textarea' },
    localeField,
    leadField,
  ],
}
