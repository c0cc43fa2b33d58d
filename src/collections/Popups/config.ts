import type { CollectionConfig, FieldAccess } from 'payload'

import { isActiveAdmin, isActiveAdminUser } from '@/access/isActiveAdmin'
import { popupEndpoints } from '@/collections/Popups/endpoints/popup-endpoints'
import {
  popupKindLabels,
  popupKinds,
  popupTriggerLabels,
  popupTriggers,
} from '@/features/popups/options'
import { selectOptions } from '@/fields/capture-fields'
import { popupKindLabelsEn, popupTriggerLabelsEn } from '@/fields/option-labels-en'
import type { BilingualText } from '@/i18n/admin-table'

// The public reads active popups; how they perform is the owner's business.
const ownerOnly: FieldAccess = ({ req }) => isActiveAdminUser(req.user)

const counter = (name: string, label: BilingualText) =>
  ({
    name,
    label,
    type: 'number',
    defaultValue: 0,
    min: 0,
    admin: { readOnly: true, position: 'sidebar' },
    access: { read: ownerOnly },
  }) as const

/**
 * The site's popups (lead and exit popups), written by the owner in both languages. The public
 * popup manager shows at most one per visit, after its trigger, on the pages it targets.
 */
export const Popups: CollectionConfig = {
  slug: 'popups',
  dbName: 'popups',
  labels: { singular: { fr: 'Popup', en: 'Popup' }, plural: { fr: 'Popups', en: 'Popups' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'trigger', 'active', 'views', 'signups'],
    listSearchableFields: ['name'],
    group: false,
  },
  endpoints: popupEndpoints,
  // Active popups are public content; counters only move through the popup endpoints.
  access: {
    read: ({ req }) => (isActiveAdminUser(req.user) ? true : { active: { equals: true } }),
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  fields: [
    {
      name: 'name',
      label: { fr: 'Nom interne', en: 'Internal name' },
      type: 'text',
      required: true,
    },
    {
      name: 'kind',
      label: { fr: 'Type', en: 'Type' },
      type: 'select',
      required: true,
      defaultValue: 'lead',
      options: selectOptions(popupKinds, popupKindLabels, popupKindLabelsEn),
    },
    {
      name: 'active',
      label: { fr: 'Actif', en: 'Active' },
      type: 'checkbox',
      defaultValue: true,
      index: true,
    },
    {
      name: 'title',
      label: { fr: 'Titre', en: 'Title' },
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'body',
      label: { fr: 'Texte', en: 'Text' },
      type: 'textarea',
      required: true,
      localized: true,
    },
    {
      name: 'ctaLabel',
      label: { fr: 'Bouton', en: 'Button' },
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'successMessage',
      label: { fr: 'Message après inscription', en: 'Message after sign-up' },
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'trigger',
      label: { fr: 'Déclencheur', en: 'Trigger' },
      type: 'select',
      required: true,
      defaultValue: 'delay',
      options: selectOptions(popupTriggers, popupTriggerLabels, popupTriggerLabelsEn),
    },
    {
      name: 'delaySeconds',
      label: { fr: 'Délai (secondes)', en: 'Delay (seconds)' },
      type: 'number',
      min: 0,
      defaultValue: 20,
      admin: { condition: (_, sibling) => sibling?.trigger === 'delay' },
    },
    {
      name: 'scrollPercent',
      label: { fr: 'Profondeur de défilement (%)', en: 'Scroll depth (%)' },
      type: 'number',
      min: 1,
      max: 100,
      defaultValue: 50,
      admin: { condition: (_, sibling) => sibling?.trigger === 'scroll' },
    },
    {
      name: 'pages',
      label: { fr: 'Pages ciblées', en: 'Targeted pages' },
      type: 'text',
      hasMany: true,
      admin: {
        description: {
          fr: 'Chemins sans langue, par exemple /blog ou /services/* ; vide pour toutes les pages publiques.',
          en: 'Paths without language, for example /blog or /services/*; empty for every public page.',
        },
      },
    },
    {
      name: 'frequencyDays',
      label: { fr: 'Ne pas remontrer avant (jours)', en: 'Do not show again before (days)' },
      type: 'number',
      min: 0,
      defaultValue: 7,
      admin: {
        description: {
          fr: 'Après affichage ou fermeture, pour le même visiteur.',
          en: 'After it is shown or closed, for the same visitor.',
        },
      },
    },
    counter('views', { fr: 'Affichages', en: 'Views' }),
    counter('signups', { fr: 'Inscriptions', en: 'Sign-ups' }),
  ],
}
