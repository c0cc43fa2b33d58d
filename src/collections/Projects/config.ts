import type { CollectionConfig } from 'payload'

import { isActiveAdmin, isActiveAdminUser } from '@/access/isActiveAdmin'
import { PROJECTS_TAG } from '@/collections/Projects/cache-tag'
import { projectOverviewFields, projectSidebarFields } from '@/collections/Projects/fields'
import {
  projectGalleryFields,
  projectResultFields,
  projectStoryFields,
} from '@/collections/Projects/story-fields'
import { expireCacheTag } from '@/collections/revalidate-tag'

/**
 * The portfolio projects, edited by the owner in both languages. Drafts let a
 * project be prepared out of sight: the public only ever reads published versions.
 */
export const Projects: CollectionConfig = {
  slug: 'projects',
  dbName: 'projects',
  labels: {
    singular: { fr: 'Réalisation', en: 'Project' },
    plural: { fr: 'Réalisations', en: 'Projects' },
  },
  admin: {
    group: { fr: 'Contenu', en: 'Content' },
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'position', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: 'position',
  versions: { drafts: true, maxPerDoc: 20 },
  access: {
    read: ({ req }) => (isActiveAdminUser(req.user) ? true : { _status: { equals: 'published' } }),
    readVersions: isActiveAdmin,
    create: isActiveAdmin,
    update: isActiveAdmin,
    delete: isActiveAdmin,
  },
  hooks: {
    afterChange: [
      ({ doc, req }) => {
        expireCacheTag(req, PROJECTS_TAG)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        expireCacheTag(req, PROJECTS_TAG)
        return doc
      },
    ],
  },
  fields: [
    ...projectSidebarFields,
    {
      type: 'tabs',
      tabs: [
        { label: { fr: 'Présentation', en: 'Overview' }, fields: projectOverviewFields },
        { label: { fr: 'Le projet', en: 'The project' }, fields: projectStoryFields },
        { label: { fr: 'Résultats', en: 'Results' }, fields: projectResultFields },
        { label: { fr: 'Galerie', en: 'Gallery' }, fields: projectGalleryFields },
      ],
    },
  ],
}
