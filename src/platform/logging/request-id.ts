/** The header a reverse proxy and the proxy (src/proxy.ts) use to carry a request's id. */
export const requestIdHeader = 'x-request-id'

// Long enough for a UUID or a proxy's own ids (nginx's $request_id is 32 hex digits), short and
// plain enough that a forged header cannot inject text into log lines or bloat them.
const WELL_FORMED = /^[A-Za-z0-9._-]{8,128}$/

export const isWellFormedRequestId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && WELL_FORMED.test(value)

/** Keeps the reverse proxy's id when it is well formed, so both logs share it; else a new one. */
export function requestIdFor(
  incoming: string | null | undefined,
  generate: () => string = () => crypto.randomUUID(),
): string {
  return isWellFormedRequestId(incoming) ? incoming : generate()
}

type HeaderReader = { get(name: string): string | null }

/** The id the proxy forwarded, or undefined outside a visitor's request (jobs, scripts). */
export function requestIdFrom(headers: HeaderReader | null | undefined): string | undefined {
  const value = headers?.get(requestIdHeader)
  return isWellFormedRequestId(value) ? value : undefined
}
