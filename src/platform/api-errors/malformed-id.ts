import type {
  AfterErrorHook,
  Collection,
  CollectionBeforeOperationHook,
  Payload,
  SanitizedConfig,
} from 'payload'

/**
 * Payload logs a failed request before any `afterError` hook runs, so the database's refusal of
 * a NaN id reached the log at error level, with its query, for a visitor's typo. The id Payload
 * made of `abc`, `'` or `Infinity` is therefore replaced before the database sees it by 0, which
 * no row has (the databases number rows from 1): access is checked as for any id, then the
 * answer is Payload's own 404, which the log keeps at info.
 */
export const malformedIdAsMissing: CollectionBeforeOperationHook = ({ args }) => {
  const id: unknown = 'id' in args ? args.id : undefined
  if (typeof id !== 'number' || Number.isFinite(id)) return args
  return { ...args, id: 0 }
}

/** Puts `malformedIdAsMissing` first among every collection's `beforeOperation` hooks. */
export function lookUpMalformedIdsAsMissing(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      malformedIdAsMissing,
      ...(collection.hooks.beforeOperation ?? []),
    ]
  }
  return config
}

/**
 * The safety net behind it: Payload turns the id of `/api/<collection>/<id>` into a number with `parseFloat` when the
 * database numbers its rows; `abc` or `'` becomes NaN, which the database driver refuses, and
 * the caller got a 500. Such an id names no document: the answer is a 404, in Payload's error
 * shape and language, like any other missing id.
 */
export const malformedIdNotFound: AfterErrorHook = ({ error, req }) => {
  const status = 'status' in error && typeof error.status === 'number' ? error.status : 500
  if (status < 500) return
  const { id, collection } = req.routeParams ?? {}
  if (typeof id !== 'string' || typeof collection !== 'string') return
  if (!takesNumberIds(req.payload, collection) || isNumberId(id)) return
  return { status: 404, response: { errors: [{ message: req.t('general:notFound') }] } }
}

/** What Payload's `parseFloat` makes a usable number of (so `12`, `1.5` and `1e3` stay its own). */
export function isNumberId(id: string): boolean {
  return Number.isFinite(Number.parseFloat(id))
}

/** The rule of Payload's `getRequestCollectionWithID`: which collections' ids it parses. */
function takesNumberIds(payload: Payload, slug: string): boolean {
  const collection = (payload.collections as Record<string, Collection | undefined>)[slug]
  return (
    Boolean(collection) &&
    payload.db.defaultIDType === 'number' &&
    collection?.customIDType !== 'text'
  )
}
