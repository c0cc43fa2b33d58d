import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { serviceKeys } from '@/config/site'
import { budgets, projectTypes, timeframes } from '@/features/estimator/estimate'
import { emailField, leadField, localeField, selectOptions } from '@/fields/capture-fields'

const readOnlyNumber = (name: string, label: string) =>
  ({ name, label, type: 'number', admin: { readOnly: true } }) as const

/** Estimates from the calculator that visitors sent to the owner ("Calculs ROI"). */
export const Roi: CollectionConfig = {
  slug: 'roi',
  dbName: 'roi',
  labels: { singular: 'Calcul ROI', plural: 'Calculs ROI' },
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
      label: 'Type de projet',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(projectTypes),
    },
    {
      name: 'budget',
      label: 'Budget',
      type: 'select',
      required: true,
      options: selectOptions(budgets),
    },
    {
      name: 'timeframe',
      label: 'Délai',
      type: 'select',
      required: true,
      options: selectOptions(timeframes),
    },
    {
      name: 'service',
      label: 'Service',
      type: 'select',
      options: selectOptions(serviceKeys),
      admin: { readOnly: true },
    },
    readOnlyNumber('minPrice', 'Prix minimum (EUR)'),
    readOnlyNumber('maxPrice', 'Prix maximum (EUR)'),
    readOnlyNumber('minWeeks', 'Durée minimum (semaines)'),
    readOnlyNumber('maxWeeks', 'Durée maximum (semaines)'),
    emailField(true),
    { name: 'name', label: 'Nom', type: 'text' },
    { name: 'company', label: 'Entreprise', type: 'text' },
    { name: 'message', label: 'Message', type: 'textarea' },
    localeField,
    leadField,
  ],
}
