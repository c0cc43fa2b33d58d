// Next.js's protocol for a proxy that changes the request's headers (what
// `NextResponse.next({ request: { headers } })` writes): the list of the headers the app gets,
// and each one's value under a prefixed name. Names absent from the list are dropped.
const OVERRIDE = 'x-middleware-override-headers'
const VALUE_PREFIX = 'x-middleware-request-'
// Responses that go on to the app; a redirect or a refusal ends in the proxy.
const PASS_THROUGH = ['x-middleware-next', 'x-middleware-rewrite']

/**
 * When the request goes on to a page, route handler, server action or Payload, sets `values` in
 * the request's headers the app sees (the request id, the page's nonce). Works after any of the
 * proxy's branches (next-intl, the admin language cookie, rewrites), whether or not they already
 * changed the request's headers, which is why it is not `NextResponse.next({ request })`.
 */
export function forwardRequestHeaders<T extends Response>(
  response: T,
  request: Request,
  values: Readonly<Record<string, string>>,
): T {
  if (!PASS_THROUGH.some((name) => response.headers.has(name))) return response
  const listed = response.headers.get(OVERRIDE)
  const names = listed === null ? copyRequestHeaders(response, request) : splitList(listed)
  for (const [name, value] of Object.entries(values)) {
    if (!names.includes(name)) names.push(name)
    response.headers.set(VALUE_PREFIX + name, value)
  }
  response.headers.set(OVERRIDE, names.join(','))
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
