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

/**
 * Per-URL search and social settings (spec "SEO page", table `seo_pages`). A public page's
 * metadata is its route's defaults overridden by the active record of its path; the SEO
 * Manager (`/admin/seo`) lists, previews and audits them.
 */
export const SeoPages: CollectionConfig = {
  slug: 'seo-pages',
  dbName: 'seo_pages',
  labels: { singular: 'Page SEO', plural: 'Pages SEO' },
  admin: {
    useAsTitle: 'url',
    defaultColumns: ['url', 'page_type', 'is_active', 'robots_meta', 'updatedAt'],
    listSearchableFields: ['url'],
    group: 'SEO',
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
          label: 'Page',
          fields: [
            {
              name: 'url',
              label: 'Chemin',
              type: 'text',
              required: true,
              unique: true,
              index: true,
              validate: (value: unknown) => validateSeoUrl(value),
              admin: { description: 'Par exemple /fr/services ou /services (les deux langues).' },
            },
            {
              name: 'is_active',
              label: 'Actif',
              type: 'checkbox',
              defaultValue: true,
              index: true,
            },
            {
              name: 'page_type',
              label: 'Type de page',
              type: 'select',
              required: true,
              defaultValue: 'other',
              options: selectOptions(seoPageTypes, seoPageTypeLabels),
            },
            { name: 'title', label: 'Titre', type: 'text', localized: true, maxLength: 70 },
            {
              name: 'meta_description',
              label: 'Meta description',
              type: 'textarea',
              localized: true,
              maxLength: 170,
            },
            { name: 'meta_keywords', label: 'Mots-clés', type: 'text', hasMany: true },
            {
              name: 'canonical_url',
              label: 'URL canonique',
              type: 'text',
              validate: (value: unknown) => validateCanonical(value),
              admin: { description: 'Vide : l’adresse de la page elle-même.' },
            },
            {
              name: 'robots_meta',
              label: 'Robots',
              type: 'select',
              defaultValue: 'index, follow',
              options: selectOptions(robotsValues),
              validate: (value: unknown) => validateRobots(value),
            },
          ],
        },
        { label: 'Optimisation IA', fields: [aiOptimizationGroup] },
        { label: 'Réseaux sociaux', fields: [socialMetaGroup(validateSocialImageField)] },
        { label: 'Données structurées', fields: [schemaDataGroup] },
        { label: 'Technique', fields: [technicalSettingsGroup] },
        { label: 'Audit', fields: [auditResultsGroup] },
      ],
    },
  ],
}
