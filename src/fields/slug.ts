import type { TextField } from 'payload'

import { slugify, slugProblem } from '@/features/portfolio/identifiers'
import type { BilingualText } from '@/i18n/admin-table'

/**
 * A URL slug field: lower-case words and hyphens, taken from the `titleField` when left empty.
 * `unique: false` when uniqueness is per language (blog articles declare a compound index).
 */
export function slugField({
  description,
  titleField = 'name',
  unique = true,
  reserved = [],
}: {
  description: BilingualText
  titleField?: string
  unique?: boolean
  /** Slugs that would collide with a fixed segment of the addresses built from them. */
  reserved?: string[]
}): TextField {
  return {
    name: 'slug',
    label: { fr: 'Slug (adresse)', en: 'Slug (address)' },
    type: 'text',
    required: true,
    unique,
    index: true,
    admin: { position: 'sidebar', description },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          const title: unknown = data?.[titleField]
          return !value && typeof title === 'string' ? slugify(title) : value
        },
      ],
    },
    validate: (value: unknown) =>
      slugProblem(value) ??
      (typeof value === 'string' && reserved.includes(value)
        ? `« ${value} » est déjà un segment des adresses du site : choisissez un autre slug.`
        : true),
  }
}
