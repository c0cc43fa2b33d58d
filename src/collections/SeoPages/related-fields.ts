import type { Field, TextFieldSingleValidation } from 'payload'

import {
  expertiseLevelLabels,
  expertiseLevels,
  schemaTypes,
  seoIntentLabels,
  seoIntents,
  twitterCards,
} from '@/features/seo/manager/options'
import { validateStructuredData } from '@/features/seo/manager/validate'
import { selectOptions } from '@/fields/capture-fields'

/**
 * The related data of an SEO page (spec section 3: ai optimization, social meta, schema data,
 * technical settings), one group each, stored with the page so one upsert on `url` saves all.
 */
const enable = (name: string, label: string): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
})

export const aiOptimizationGroup: Field = {
  name: 'ai_optimization',
  label: 'Optimisation IA',
  type: 'group',
  fields: [
    enable('enable_ai_optimization', 'Activer l’optimisation pour les moteurs IA'),
    {
      name: 'expertise_level',
      label: 'Niveau d’expertise',
      type: 'select',
      options: selectOptions(expertiseLevels, expertiseLevelLabels),
    },
    {
      name: 'intent',
      label: 'Intention',
      type: 'select',
      options: selectOptions(seoIntents, seoIntentLabels),
      admin: {
        description:
          'Vide : commerciale (accueil, services), transactionnelle (contact), sinon informationnelle.',
      },
    },
    { name: 'topics', label: 'Sujets', type: 'text', hasMany: true },
    { name: 'entities', label: 'Entités', type: 'text', hasMany: true },
    { name: 'trust_signals', label: 'Signaux de confiance', type: 'text', hasMany: true },
    { name: 'custom_metadata', label: 'Métadonnées personnalisées (JSON)', type: 'json' },
  ],
}

export const socialMetaGroup = (imageValidate: TextFieldSingleValidation | undefined): Field => ({
  name: 'social_meta',
  label: 'Réseaux sociaux',
  type: 'group',
  fields: [
    enable('enable_social_optimization', 'Utiliser ces textes et images de partage'),
    { name: 'og_title', label: 'Titre Open Graph', type: 'text', localized: true, maxLength: 95 },
    {
      name: 'og_description',
      label: 'Description Open Graph',
      type: 'textarea',
      localized: true,
      maxLength: 200,
    },
    { name: 'og_image', label: 'Image Open Graph (URL)', type: 'text', validate: imageValidate },
    {
      name: 'twitter_card',
      label: 'Carte X / Twitter',
      type: 'select',
      defaultValue: 'summary_large_image',
      options: selectOptions(twitterCards),
    },
    {
      name: 'twitter_title',
      label: 'Titre X / Twitter',
      type: 'text',
      localized: true,
      maxLength: 70,
    },
    {
      name: 'twitter_description',
      label: 'Description X / Twitter',
      type: 'textarea',
      localized: true,
      maxLength: 200,
    },
    {
      name: 'twitter_image',
      label: 'Image X / Twitter (URL)',
      type: 'text',
      validate: imageValidate,
    },
  ],
})

export const schemaDataGroup: Field = {
  name: 'schema_data',
  label: 'Données structurées',
  type: 'group',
  fields: [
    enable('enable_schema_org', 'Ajouter ces données structurées à la page'),
    {
      name: 'schema_type',
      label: 'Type schema.org',
      type: 'select',
      options: selectOptions(schemaTypes),
    },
    {
      name: 'structured_data',
      label: 'JSON-LD',
      type: 'json',
      validate: (value: unknown) => validateStructuredData(value),
      admin: {
        description:
          'Un objet JSON-LD (ou une liste) avec « @type », par exemple {"@type": "Service", "name": "…"}.',
      },
    },
  ],
}

export const technicalSettingsGroup: Field = {
  name: 'technical_settings',
  label: 'Technique',
  type: 'group',
  fields: [
    enable('enable_technical_seo', 'Activer les réglages techniques'),
    {
      name: 'preload_resources',
      label: 'Ressources à précharger (chemins)',
      type: 'text',
      hasMany: true,
    },
    { name: 'critical_css', label: 'CSS critique', type: 'textarea' },
    {
      name: 'defer_non_critical',
      label: 'Différer les scripts non critiques',
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'performance_budget',
      label: 'Budget de performance',
      type: 'group',
      fields: [
        { name: 'lcp_ms', label: 'LCP max (ms)', type: 'number', min: 0, defaultValue: 2500 },
        { name: 'inp_ms', label: 'INP max (ms)', type: 'number', min: 0, defaultValue: 200 },
        { name: 'cls', label: 'CLS max', type: 'number', min: 0, defaultValue: 0.1 },
      ],
    },
    {
      name: 'custom_headers',
      label: 'En-têtes HTTP personnalisés',
      type: 'array',
      fields: [
        { name: 'name', label: 'Nom', type: 'text', required: true },
        { name: 'value', label: 'Valeur', type: 'text', required: true },
      ],
    },
  ],
}

export const auditResultsGroup: Field = {
  name: 'audit_results',
  label: 'Dernier audit',
  type: 'group',
  admin: { readOnly: true },
  fields: [
    { name: 'score', label: 'Score', type: 'number', min: 0, max: 100 },
    {
      name: 'audited_at',
      label: 'Date',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'checks', label: 'Contrôles', type: 'json' },
  ],
}
