/**
 * Next.js writes the address of the request that renders a page into the page's React data
 * (its canonical URL and query). A page kept in the page cache is served to everyone as it was
 * rendered: a first visit from `?utm_source=...` would hand that query to every later visitor.
 * The proxy therefore renders a cached page from its path alone. Its query has nothing to give
 * it anyway: cached pages never read it (the blog's `?page=` and the portfolio's `?category=`
 * are rewritten to route segments first), and the browser keeps its own address, query
 * included, for the scripts that read it.
 */

// The proxy's protocol with Next.js: go on to the requested address, or to another one.
const NEXT = 'x-middleware-next'
const REWRITE = 'x-middleware-rewrite'

/** Next.js's cache-busting parameter of a client navigation's request for a page's data. */
const KEPT_PARAMETERS = new Set(['_rsc'])

/** `url` without the parameters of its query, but Next.js's own; null when nothing changes. */
export function pageAddress(url: URL): URL | null {
  const names = [...url.searchParams.keys()]
  if (names.every((name) => KEPT_PARAMETERS.has(name))) return null
  const stripped = new URL(url)
  stripped.search = ''
  for (const [name, value] of url.searchParams) {
    if (KEPT_PARAMETERS.has(name)) stripped.searchParams.append(name, value)
  }
  return stripped
}

/**
 * Makes a response that goes on to a page render it without the request's query: a rewrite
 * loses its query, and going on to the requested address becomes a rewrite to its path. A
 * redirect or a refusal is returned as it is.
 */
export function withoutRequestQuery<T extends Response>(response: T, requestUrl: string): T {
  const rewrite = response.headers.get(REWRITE)
  const target = rewrite ? new URL(rewrite, requestUrl) : new URL(requestUrl)
  if (!rewrite && !response.headers.has(NEXT)) return response
  const stripped = pageAddress(target)
  if (!stripped) return response
  response.headers.delete(NEXT)
  response.headers.set(REWRITE, stripped.toString())
  return response
}
