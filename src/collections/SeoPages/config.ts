import type { CollectionConfig } from 'payload'

import { isActiveAdmin } from '@/access/isActiveAdmin'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import {
  aiOptimizationGroup,
  auditResultsGroup,
  schemaDataGroup,
  socialMetaGroup,
  technicalSettingsGroup,
} from '@/collections/SeoPages/related-fields'
import { robotsValues, seoPageTypeLabels, seoPageTypes } from '@/features/seo/manager/options'
import { SEO_CACHE_TAG } from '@/features/seo/manager/cache-tag'
import {
  normalizeSeoUrl,
  validateCanonical,
  validateRobots,
  validateSeoUrl,
} from '@/features/seo/manager/validate'
import { validateSocialImageField } from '@/features/seo/social-image/resolve'
import { selectOptions } from '@/fields/capture-fields'
import { seoPageTypeLabelsEn } from '@/fields/option-labels-en'

/**
 * Per-URL search and social settings (table `seo_pages`). A public page's
 * metadata is its route's defaults overridden by the active record of its path; the SEO
 * Manager (`/admin/seo`) lists, previews and audits them.
 */
export const SeoPages: CollectionConfig = {
  slug: 'seo-pages',
  dbName: 'seo_pages',
  labels: {
    singular: { fr: 'Page SEO', en: 'SEO page' },
    plural: { fr: 'Pages SEO', en: 'SEO pages' },
  },
  admin: {
    useAsTitle: 'url',
    defaultColumns: ['url', 'page_type', 'is_active', 'robots_meta', 'updatedAt'],
    listSearchableFields: ['url'],
    group: { fr: 'SEO', en: 'SEO' },
  },
  defaultSort: '-createdAt',
  // Read on the server with the local API; nothing here is for anonymous REST callers.
  access: {
    read: isActiveAdmin,
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  hooks: {
    ...expireTagOnChange(SEO_CACHE_TAG),
    beforeValidate: [
      ({ data }) => {
        if (data && typeof data.url === 'string') data.url = normalizeSeoUrl(data.url)
        return data
      },
    ],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { fr: 'Page', en: 'Page' },
          fields: [
            {
              name: 'url',
              label: { fr: 'Chemin', en: 'Path' },
              type: 'text',
              required: true,
              unique: true,
              index: true,
              validate: (value: unknown) => validateSeoUrl(value),
              admin: {
                description: {
                  fr: 'Par exemple /fr/services ou /services (les deux langues).',
                  en: 'For example /fr/services or /services (both languages).',
                },
              },
            },
            {
              name: 'is_active',
              label: { fr: 'Actif', en: 'Active' },
              type: 'checkbox',
              defaultValue: true,
              index: true,
            },
            {
              name: 'page_type',
              label: { fr: 'Type de page', en: 'Page type' },
              type: 'select',
              required: true,
              defaultValue: 'other',
              options: selectOptions(seoPageTypes, seoPageTypeLabels, seoPageTypeLabelsEn),
            },
            {
              name: 'title',
              label: { fr: 'Titre', en: 'Title' },
              type: 'text',
              localized: true,
              maxLength: 70,
            },
            {
              name: 'meta_description',
              label: { fr: 'Meta description', en: 'Meta description' },
              type: 'textarea',
              localized: true,
              maxLength: 170,
            },
            {
              name: 'meta_keywords',
              label: { fr: 'Mots-clés', en: 'Keywords' },
              type: 'text',
              hasMany: true,
            },
            {
              name: 'canonical_url',
              label: { fr: 'URL canonique', en: 'Canonical URL' },
              type: 'text',
              validate: (value: unknown) => validateCanonical(value),
              admin: {
                description: {
                  fr: 'Vide : l’adresse de la page elle-même.',
                  en: 'Empty: the page’s own address.',
                },
              },
            },
            {
              name: 'robots_meta',
              label: { fr: 'Robots', en: 'Robots' },
              type: 'select',
              defaultValue: 'index, follow',
              options: selectOptions(robotsValues),
              validate: (value: unknown) => validateRobots(value),
            },
          ],
        },
        { label: { fr: 'Optimisation IA', en: 'AI optimisation' }, fields: [aiOptimizationGroup] },
        {
          label: { fr: 'Réseaux sociaux', en: 'Social networks' },
          fields: [socialMetaGroup(validateSocialImageField)],
        },
        { label: { fr: 'Données structurées', en: 'Structured data' }, fields: [schemaDataGroup] },
        { label: { fr: 'Technique', en: 'Technical' }, fields: [technicalSettingsGroup] },
        { label: { fr: 'Audit', en: 'Audit' }, fields: [auditResultsGroup] },
      ],
    },
  ],
}
