import type { CollectionConfig } from 'payload'

import { isActiveAdmin, isActiveAdminUser } from '@/access/isActiveAdmin'
import { expireTagOnChange } from '@/collections/revalidate-tag'
import { TESTIMONIALS_TAG } from '@/collections/Testimonials/cache-tag'
import {
  testimonialContentFields,
  testimonialSidebarFields,
} from '@/collections/Testimonials/fields'

/**
 * Clients' words, written by the owner in both languages and placed page by page (home,
 * contact, consultation...). Drafts keep a quote out of sight until the client agreed to it:
 * the public only ever reads published versions.
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  dbName: 'testimonials',
  labels: {
    singular: { fr: 'Témoignage', en: 'Testimonial' },
    plural: { fr: 'Témoignages', en: 'Testimonials' },
  },
  admin: {
    group: { fr: 'Contenu', en: 'Content' },
    useAsTitle: 'quote',
    defaultColumns: ['quote', 'role', 'company', 'pages', 'position', 'sample', '_status'],
    listSearchableFields: ['quote', 'name', 'company'],
  },
  defaultSort: 'position',
  versions: { drafts: true, maxPerDoc: 10 },
  access: {
    read: ({ req }) => (isActiveAdminUser(req.user) ? true : { _status: { equals: 'published' } }),
    readVersions: isActiveAdmin,
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  hooks: expireTagOnChange(TESTIMONIALS_TAG),
  fields: [...testimonialSidebarFields, ...testimonialContentFields],
}
