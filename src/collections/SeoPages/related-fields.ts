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
import { expertiseLevelLabelsEn, seoIntentLabelsEn } from '@/fields/option-labels-en'
import type { BilingualText } from '@/i18n/admin-table'

/**
 * The related data of an SEO page (ai optimization, social meta, schema data,
 * technical settings), one group each, stored with the page so one upsert on `url` saves all.
 */
const enable = (name: string, label: BilingualText): Field => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
})

export const aiOptimizationGroup: Field = {
  name: 'ai_optimization',
  label: { fr: 'Optimisation IA', en: 'AI optimisation' },
  type: 'group',
  fields: [
    enable('enable_ai_optimization', {
      fr: 'Activer l’optimisation pour les moteurs IA',
      en: 'Turn on optimisation for AI engines',
    }),
    {
      name: 'expertise_level',
      label: { fr: 'Niveau d’expertise', en: 'Expertise level' },
      type: 'select',
      options: selectOptions(expertiseLevels, expertiseLevelLabels, expertiseLevelLabelsEn),
    },
    {
      name: 'intent',
      label: { fr: 'Intention', en: 'Intent' },
      type: 'select',
      options: selectOptions(seoIntents, seoIntentLabels, seoIntentLabelsEn),
      admin: {
        description: {
          fr: 'Vide : commerciale (accueil, services), transactionnelle (contact), sinon informationnelle.',
          en: 'Empty: commercial (home, services), transactional (contact), otherwise informational.',
        },
      },
    },
    { name: 'topics', label: { fr: 'Sujets', en: 'Topics' }, type: 'text', hasMany: true },
    { name: 'entities', label: { fr: 'Entités', en: 'Entities' }, type: 'text', hasMany: true },
    {
      name: 'trust_signals',
      label: { fr: 'Signaux de confiance', en: 'Trust signals' },
      type: 'text',
      hasMany: true,
    },
    {
      name: 'custom_metadata',
      label: { fr: 'Métadonnées personnalisées (JSON)', en: 'Custom metadata (JSON)' },
      type: 'json',
    },
  ],
}

export const socialMetaGroup = (imageValidate: TextFieldSingleValidation | undefined): Field => ({
  name: 'social_meta',
  label: { fr: 'Réseaux sociaux', en: 'Social networks' },
  type: 'group',
  fields: [
    enable('enable_social_optimization', {
      fr: 'Utiliser ces textes et images de partage',
      en: 'Use these sharing texts and images',
    }),
    {
      name: 'og_title',
      label: { fr: 'Titre Open Graph', en: 'Open Graph title' },
      type: 'text',
      localized: true,
      maxLength: 95,
    },
    {
      name: 'og_description',
      label: { fr: 'Description Open Graph', en: 'Open Graph description' },
      type: 'textarea',
      localized: true,
      maxLength: 200,
    },
    {
      name: 'og_image',
      label: { fr: 'Image Open Graph (URL)', en: 'Open Graph image (URL)' },
      type: 'text',
      validate: imageValidate,
    },
    {
      name: 'twitter_card',
      label: { fr: 'Carte X / Twitter', en: 'X / Twitter card' },
      type: 'select',
      defaultValue: 'summary_large_image',
      options: selectOptions(twitterCards),
    },
    {
      name: 'twitter_title',
      label: { fr: 'Titre X / Twitter', en: 'X / Twitter title' },
      type: 'text',
      localized: true,
      maxLength: 70,
    },
    {
      name: 'twitter_description',
      label: { fr: 'Description X / Twitter', en: 'X / Twitter description' },
      type: 'textarea',
      localized: true,
      maxLength: 200,
    },
    {
      name: 'twitter_image',
      label: { fr: 'Image X / Twitter (URL)', en: 'X / Twitter image (URL)' },
      type: 'text',
      validate: imageValidate,
    },
  ],
})

export const schemaDataGroup: Field = {
  name: 'schema_data',
  label: { fr: 'Données structurées', en: 'Structured data' },
  type: 'group',
  fields: [
    enable('enable_schema_org', {
      fr: 'Ajouter ces données structurées à la page',
      en: 'Add this structured data to the page',
    }),
    {
      name: 'schema_type',
      label: { fr: 'Type schema.org', en: 'schema.org type' },
      type: 'select',
      options: selectOptions(schemaTypes),
    },
    {
      name: 'structured_data',
      label: { fr: 'JSON-LD', en: 'JSON-LD' },
      type: 'json',
      validate: (value: unknown) => validateStructuredData(value),
      admin: {
        description: {
          fr: 'Un objet JSON-LD (ou une liste) avec « @type », par exemple {"@type": "Service", "name": "…"}.',
          en: 'A JSON-LD object (or a list) with “@type”, for example {"@type": "Service", "name": "…"}.',
        },
      },
    },
  ],
}

export const technicalSettingsGroup: Field = {
  name: 'technical_settings',
  label: { fr: 'Technique', en: 'Technical' },
  type: 'group',
  fields: [
    enable('enable_technical_seo', {
      fr: 'Activer les réglages techniques',
      en: 'Turn on the technical settings',
    }),
    {
      name: 'preload_resources',
      label: { fr: 'Ressources à précharger (chemins)', en: 'Resources to preload (paths)' },
      type: 'text',
      hasMany: true,
    },
    { name: 'critical_css', label: { fr: 'CSS critique', en: 'Critical CSS' }, type: 'textarea' },
    {
      name: 'defer_non_critical',
      label: { fr: 'Différer les scripts non critiques', en: 'Defer non-critical scripts' },
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'performance_budget',
      label: { fr: 'Budget de performance', en: 'Performance budget' },
      type: 'group',
      fields: [
        {
          name: 'lcp_ms',
          label: { fr: 'LCP max (ms)', en: 'Max LCP (ms)' },
          type: 'number',
          min: 0,
          defaultValue: 2500,
        },
        {
          name: 'inp_ms',
          label: { fr: 'INP max (ms)', en: 'Max INP (ms)' },
          type: 'number',
          min: 0,
          defaultValue: 200,
        },
        {
          name: 'cls',
          label: { fr: 'CLS max', en: 'Max CLS' },
          type: 'number',
          min: 0,
          defaultValue: 0.1,
        },
      ],
    },
    {
      name: 'custom_headers',
      label: { fr: 'En-têtes HTTP personnalisés', en: 'Custom HTTP headers' },
      type: 'array',
      fields: [
        { name: 'name', label: { fr: 'Nom', en: 'Name' }, type: 'text', required: true },
        { name: 'value', label: { fr: 'Valeur', en: 'Value' }, type: 'text', required: true },
      ],
    },
  ],
}

export const auditResultsGroup: Field = {
  name: 'audit_results',
  label: { fr: 'Dernier audit', en: 'Latest audit' },
  type: 'group',
  admin: { readOnly: true },
  fields: [
    { name: 'score', label: { fr: 'Score', en: 'Score' }, type: 'number', min: 0, max: 100 },
    {
      name: 'audited_at',
      label: { fr: 'Date', en: 'Date' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'checks', label: { fr: 'Contrôles', en: 'Checks' }, type: 'json' },
  ],
}
