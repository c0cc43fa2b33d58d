export type Where = { [key: string]: Where | Where[] | string | number | boolean }

/** `{ status: { equals: 'new' } }` as `where[status][equals]=new`, the list view's URL form. */
function flatten(
  value: Where | Where[] | string | number | boolean,
  prefix: string,
  out: URLSearchParams,
) {
  if (typeof value !== 'object') {
    out.append(prefix, String(value))
    return
  }
  for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}[${key}]`, out)
}

/** A Payload list filtered by `where`: each dashboard figure opens the records behind it. */
export function listHref(collection: string, where?: Where): string {
  const params = new URLSearchParams()
  if (where) flatten(where, 'where', params)
  const query = params.size ? `?${params}` : ''
  return `/admin/collections/${collection}${query}`
}

export const recordHref = (collection: string, id: number) =>
  `/admin/collections/${collection}/${id}`

export const createdBetween = (from: string, to: string): Where => ({
  and: [{ createdAt: { greater_than_equal: from } }, { createdAt: { less_than: to } }],
})
