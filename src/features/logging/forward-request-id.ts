import { requestIdHeader } from '@/features/logging/request-id'

// Next.js's protocol for a proxy that changes the request's headers (what
// `NextResponse.next({ request: { headers } })` writes): the list of the headers the app gets,
// and each one's value under a prefixed name. Names absent from the list are dropped.
const OVERRIDE = 'x-middleware-override-headers'
const VALUE_PREFIX = 'x-middleware-request-'
// Responses that go on to the app; a redirect or a refusal ends in the proxy.
const PASS_THROUGH = ['x-middleware-next', 'x-middleware-rewrite']

/**
 * Gives the response its request id and, when the request goes on to a page, route handler,
 * server action or Payload, adds the id to the request's headers. Works after any of the proxy's
 * branches (next-intl, the admin language cookie, rewrites), whether or not they already changed
 * the request's headers.
 */
export function withRequestId<T extends Response>(response: T, request: Request, id: string): T {
  response.headers.set(requestIdHeader, id)
  if (!PASS_THROUGH.some((name) => response.headers.has(name))) return response
  const listed = response.headers.get(OVERRIDE)
  const names = listed === null ? copyRequestHeaders(response, request) : splitList(listed)
  if (!names.includes(requestIdHeader)) names.push(requestIdHeader)
  response.headers.set(OVERRIDE, names.join(','))
  response.headers.set(VALUE_PREFIX + requestIdHeader, id)
  return response
}

function copyRequestHeaders(response: Response, request: Request): string[] {
  const names: string[] = []
  for (const [name, value] of request.headers) {
    response.headers.set(VALUE_PREFIX + name, value)
    names.push(name)
  }
  return names
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
