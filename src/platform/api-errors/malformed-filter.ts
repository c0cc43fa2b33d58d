import {
  APIError,
  type Collection,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type Payload,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'

import { filterProblem, type ValueKind } from '@/platform/api-errors/filter-problem'

/**
 * A filter the database cannot run, refused before it gets there. Named like Payload's own
 * refusal of an unknown path (set by hand: a minified build renames classes), which the Payload
 * config's `loggingLevels` logs at `info`: a visitor's typo is not a server fault.
 */
export class MalformedFilterError extends APIError {
  constructor(message: string) {
    super(message, 400, undefined, true)
    this.name = 'QueryError'
  }
}

function fieldKind(field: FlattenedField, numberIds: (slug: string) => boolean): ValueKind {
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if (field.type === 'point') return 'point'
  if (field.type === 'relationship' || field.type === 'upload') {
    return typeof field.relationTo === 'string' && numberIds(field.relationTo)
      ? 'integer-id'
      : 'other'
  }
  return 'other'
}

/** The kind of each top-level path of `collection`, `id` included. */
function kindsOf(collection: SanitizedCollectionConfig) {
  return (payload: Payload) => {
    const collections = payload.collections as Record<string, Collection | undefined>
    // Payload's own rule for which ids are database integers (`getRequestCollectionWithID`).
    const numberIds = (slug: string) =>
      payload.db.defaultIDType === 'number' &&
      collections[slug] !== undefined &&
      collections[slug].customIDType === undefined
    const kinds = new Map<string, ValueKind>()
    for (const field of collection.flattenedFields)
      kinds.set(field.name, fieldKind(field, numberIds))
    if (!kinds.has('id')) kinds.set('id', numberIds(collection.slug) ? 'integer-id' : 'other')
    return kinds
  }
}

function checkFilters(collection: SanitizedCollectionConfig) {
  const kinds = kindsOf(collection)
  let cached: Map<string, ValueKind> | undefined
  const hook: CollectionBeforeOperationHook = ({ args, req }) => {
    const where: unknown = 'where' in args ? args.where : undefined
    if (where === undefined) return args
    cached ??= kinds(req.payload)
    const table = cached
    const problem = filterProblem(where, (path) => table.get(path))
    if (problem) throw new MalformedFilterError(problem)
    return args
  }
  return hook
}

/**
 * Puts the filter check first among every collection's `beforeOperation` hooks, Payload's own
 * collections included (they exist only once the config is built). Changed in place: Payload
 * keeps references to its collection objects.
 */
export function refuseMalformedFilters(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      checkFilters(collection),
      ...(collection.hooks.beforeOperation ?? []),
    ]
  }
  return config
}
