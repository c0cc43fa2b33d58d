import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { budgets, challenges, goals, projectTypes } from '@/features/contact/options'
import { selectOptions } from '@/fields/capture-fields'
import {
  contactBudgetLabels,
  contactChallengeLabels,
  contactGoalLabels,
  contactProjectTypeLabels,
} from '@/fields/message-options'
import { locales } from '@/i18n/locales'

/** A choice of the contact form, labelled as the visitor read it. */
const options = (values: readonly string[], labels: typeof contactBudgetLabels) =>
  selectOptions(values, labels.fr, labels.en)

/** Messages sent through the contact form; each one also lands on its lead's timeline. */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  dbName: 'contacts',
  labels: {
    singular: { fr: 'Contact', en: 'Contact' },
    plural: { fr: 'Contacts', en: 'Contacts' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'company', 'projectType', 'budget', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company', 'project'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text', required: true },
    {
      name: 'email',
      label: { fr: 'E-mail', en: 'E-mail' },
      type: 'email',
      required: true,
      index: true,
    },
    { name: 'company', label: { fr: 'Entreprise', en: 'Company' }, type: 'text' },
    {
      name: 'challenge',
      label: { fr: 'Défi', en: 'Challenge' },
      type: 'select',
      required: true,
      options: options(challenges, contactChallengeLabels),
    },
    {
      name: 'goals',
      label: { fr: 'Objectif', en: 'Goal' },
      type: 'select',
      required: true,
      options: options(goals, contactGoalLabels),
    },
    {
      name: 'projectType',
      label: { fr: 'Type de solution', en: 'Solution type' },
      type: 'select',
      required: true,
      options: options(projectTypes, contactProjectTypeLabels),
    },
    { name: 'project', label: { fr: 'Projet', en: 'Project' }, type: 'textarea', required: true },
    {
      name: 'budget',
      label: { fr: 'Budget', en: 'Budget' },
      type: 'select',
      options: options(budgets, contactBudgetLabels),
    },
    {
      name: 'locale',
      label: { fr: 'Langue', en: 'Language' },
      type: 'select',
      required: true,
      options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
    },
    { name: 'lead', label: { fr: 'Lead', en: 'Lead' }, type: 'relationship', relationTo: 'leads' },
  ],
}
