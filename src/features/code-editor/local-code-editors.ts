import type { Block, CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

const components = {
  json: '@/features/code-editor/LocalCodeFields.client#LocalJSONField',
  code: '@/features/code-editor/LocalCodeFields.client#LocalCodeField',
} as const

/** A JSON or code field without a component of its own gets the one that bundles Monaco. */
function withLocalEditor(field: Field): Field {
  if (field.type === 'json' || field.type === 'code') {
    if (field.admin?.components?.Field !== undefined) return field
    return {
      ...field,
      admin: {
        ...field.admin,
        components: { ...field.admin?.components, Field: components[field.type] },
      },
    } as Field
  }
  if (field.type === 'tabs') {
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: fieldsOf(tab.fields) })) }
  }
  if (field.type === 'blocks') {
    return {
      ...field,
      blocks: field.blocks.map((block: Block) => ({ ...block, fields: fieldsOf(block.fields) })),
    }
  }
  if ('fields' in field && Array.isArray(field.fields)) {
    return { ...field, fields: fieldsOf(field.fields) } as Field
  }
  return field
}

const fieldsOf = (fields: Field[]): Field[] => fields.map(withLocalEditor)

/**
 * Every code and JSON field of the back office (ours and those plugins add) edits with the
 * Monaco of the site's bundle, never one from a CDN: no admin screen reaches another host.
 * Listed last among the plugins, so that it sees the collections the others added.
 */
export const localCodeEditors: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection): CollectionConfig => ({
    ...collection,
    fields: fieldsOf(collection.fields),
  })),
  globals: config.globals?.map((global): GlobalConfig => ({
    ...global,
    fields: fieldsOf(global.fields),
  })),
})
