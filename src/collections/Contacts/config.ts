import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { budgets, challenges, goals, projectTypes } from '@/features/contact/options'
import { locales } from '@/i18n/locales'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/** Messages sent through the contact form; each one also lands on its lead's timeline. */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  dbName: 'contacts',
  labels: { singular: 'Contact', plural: 'Contacts' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'company', 'projectType', 'budget', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company', 'project'],
    group: false,
  },
  access: { read: isActiveAdmin, create: nobody, update: isActiveAdmin, delete: isActiveAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true },
    { name: 'email', label: 'E-mail', type: 'email', required: true, index: true },
    { name: 'company', label: 'Entreprise', type: 'text' },
    {
      name: 'challenge',
      label: 'Défi',
      type: 'select',
      required: true,
      options: options(challenges),
    },
    { name: 'goals', label: 'Objectif', type: 'select', required: true, options: options(goals) },
    {
      name: 'projectType',
      label: 'Type de solution',
      type: 'select',
      required: true,
      options: options(projectTypes),
    },
    { name: 'project', label: 'Projet', type: 'textarea', required: true },
    { name: 'budget', label: 'Budget', type: 'select', options: options(budgets) },
    {
      name: 'locale',
      label: 'Langue',
      type: 'select',
      required: true,
      options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
    },
    { name: 'lead', label: 'Lead', type: 'relationship', relationTo: 'leads' },
  ],
}
