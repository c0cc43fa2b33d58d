import path from 'node:path'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, CollectionSlug, Field, Plugin } from 'payload'

import { isActiveAdmin, nobody } from '@/access/isActiveAdmin'
import { neutralizeFormulaCells } from '@/plugins/csv-formula'
import { guardDownloadEndpoint } from '@/plugins/export-download'
import { mediaStoragePlugin } from '@/plugins/media-storage'
import { localCodeEditors } from '@/features/code-editor/local-code-editors'

/** Lists the owner exports as CSV: the admin list's current filters, search and sort apply. */
const exportable: CollectionSlug[] = [
  'contacts',
  'leads',
  'audits',
  'diagnostics',
  'roi',
  'newsletter-subscribers',
  'guide-downloads',
  'appointments',
]

/**
 * The plugin pre-fills the export limit with the list's page size, so a CSV would silently hold
 * only the first page. The owner expects the whole filtered list: the limit starts empty.
 */
function exportWholeList(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.name === 'limit' && field.type === 'number') {
      return {
        ...field,
        admin: {
          ...field.admin,
          components: {},
          placeholder: { fr: 'Sans limite', en: 'No limit' },
          description: {
            fr: 'Laisser vide pour exporter toute la liste filtrée.',
            en: 'Leave empty to export the whole filtered list.',
          },
        },
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) {
      return { ...field, fields: exportWholeList(field.fields) } as Field
    }
    return field
  })
}

/** Exports are built and downloaded at once; nothing is stored, nothing can be imported. */
const lockDown =
  (kind: 'exports' | 'imports') =>
  ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    fields: kind === 'exports' ? exportWholeList(collection.fields) : collection.fields,
    // The download keeps the admin's session and always ends, with an error status on failure.
    endpoints:
      kind === 'exports'
        ? guardDownloadEndpoint(collection.endpoints, exportable)
        : collection.endpoints,
    access: {
      read: isActiveAdmin,
      create: kind === 'exports' ? isActiveAdmin : nobody,
      update: nobody,
      delete: isActiveAdmin,
    },
    upload: {
      ...(typeof collection.upload === 'object' ? collection.upload : {}),
      staticDir: path.resolve(process.cwd(), 'data', kind),
    },
  })

/** Every Payload plugin the site uses, in one place. */
export const plugins: Plugin[] = [
  importExportPlugin({
    collections: exportable.map((slug) => ({
      slug,
      export: {
        format: 'csv',
        disableJobsQueue: true,
        disableSave: true,
        // Visitors' text is opened in a spreadsheet: no cell may start a formula.
        hooks: { before: neutralizeFormulaCells },
      },
      import: false,
    })),
    overrideExportCollection: lockDown('exports'),
    overrideImportCollection: lockDown('imports'),
  }),
  mediaStoragePlugin(),
  localCodeEditors,
]
