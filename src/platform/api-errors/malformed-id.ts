import type { AfterErrorHook, Collection, Payload } from 'payload'

/**
 * Payload turns the id of `/api/<collection>/<id>` into a number with `parseFloat` when the
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
