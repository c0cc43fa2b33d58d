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

// The public reads active popups; how they perform is the owner's business.
const ownerOnly: FieldAccess = ({ req }) => isActiveAdminUser(req.user)

const counter = (name: string, label: string) =>
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
 * The site's popups (spec "Global overlays"), written by the owner in both languages. The public
 * popup manager shows at most one per visit, after its trigger, on the pages it targets.
 */
export const Popups: CollectionConfig = {
  slug: 'popups',
  dbName: 'popups',
  labels: { singular: 'Popup', plural: 'Popups' },
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
    { name: 'name', label: 'Nom interne', type: 'text', required: true },
    {
      name: 'kind',
      label: 'Type',
      type: 'select',
      required: true,
      defaultValue: 'lead',
      options: selectOptions(popupKinds, popupKindLabels),
    },
    { name: 'active', label: 'Actif', type: 'checkbox', defaultValue: true, index: true },
    { name: 'title', label: 'Titre', type: 'text', required: true, localized: true },
    { name: 'body', label: 'Texte', type: 'textarea', required: true, localized: true },
    { name: 'ctaLabel', label: 'Bouton', type: 'text', required: true, localized: true },
    {
      name: 'successMessage',
      label: 'Message après inscription',
      type: 'text',
      required: true,
      localized: true,
    },
    {
      name: 'trigger',
      label: 'Déclencheur',
      type: 'select',
      required: true,
      defaultValue: 'delay',
      options: selectOptions(popupTriggers, popupTriggerLabels),
    },
    {
      name: 'delaySeconds',
      label: 'Délai (secondes)',
      type: 'number',
      min: 0,
      defaultValue: 20,
      admin: { condition: (_, sibling) => sibling?.trigger === 'delay' },
    },
    {
      name: 'scrollPercent',
      label: 'Profondeur de défilement (%)',
      type: 'number',
      min: 1,
      max: 100,
      defaultValue: 50,
      admin: { condition: (_, sibling) => sibling?.trigger === 'scroll' },
    },
    {
      name: 'pages',
      label: 'Pages ciblées',
      type: 'text',
      hasMany: true,
      admin: {
        description:
          'Chemins sans langue, par exemple /blog ou /services/* ; vide pour toutes les pages publiques.',
      },
    },
    {
      name: 'frequencyDays',
      label: 'Ne pas remontrer avant (jours)',
      type: 'number',
      min: 0,
      defaultValue: 7,
      admin: { description: 'Après affichage ou fermeture, pour le même visiteur.' },
    },
    counter('views', 'Affichages'),
    counter('signups', 'Inscriptions'),
  ],
}
