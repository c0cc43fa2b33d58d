import type { CollectionConfig } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { webVitalsEndpoints } from '@/collections/WebVitals/endpoints/report'
import { webVitalMetrics } from '@/features/seo/vitals/metrics'
import { selectOptions } from '@/fields/capture-fields'

/**
 * Field measurements of real visits (LCP, INP, CLS, TTFB, load time), one row per metric and
 * page view, without cookies or personal data: the path and the value only. Written by
 * `POST /api/web-vitals/report` (sampled, rate limited), read by the SEO Manager as 75th percentiles.
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  dbName: 'seo_web_vitals',
  labels: {
    singular: { fr: 'Mesure web vitals', en: 'Web vitals measurement' },
    plural: { fr: 'Mesures web vitals', en: 'Web vitals measurements' },
  },
  admin: {
    useAsTitle: 'path',
    defaultColumns: ['path', 'metric', 'value', 'createdAt'],
    group: { fr: 'SEO', en: 'SEO' },
    hidden: true,
  },
  endpoints: webVitalsEndpoints,
  access: { read: isActiveAdmin, create: nobody, update: nobody, delete: isActiveAdmin },
  indexes: [{ fields: ['path', 'metric', 'createdAt'] }],
  fields: [
    {
      name: 'path',
      label: { fr: 'Chemin', en: 'Path' },
      type: 'text',
      required: true,
      maxLength: 300,
    },
    {
      name: 'metric',
      label: { fr: 'Mesure', en: 'Metric' },
      type: 'select',
      required: true,
      options: selectOptions(webVitalMetrics),
    },
    { name: 'value', label: { fr: 'Valeur', en: 'Value' }, type: 'number', required: true, min: 0 },
  ],
}
