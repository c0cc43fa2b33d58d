/**
 * Next.js writes the address of the request that renders a page into the page's React data
 * (its canonical URL, query included), from the address the browser asked for even when the
 * proxy rewrites it. A page kept in the page cache is served to everyone as it was rendered: a
 * first visit from `?utm_source=...` would hand that query to every later visitor. A read of a
 * cached page whose query holds anything the page does not use is therefore sent to the same
 * address without it, and only that address is ever rendered.
 *
 * Kept: Next.js's own `_rsc` (a client navigation's request for the page's data), what the
 * proxy turned into a route segment (the blog's `?page=`, the portfolio's `?category=`: absent
 * from the rewritten address), and what `keptByPage` accepts (values a page reads in the browser,
 * from a fixed list).
 */

/** Next.js's cache-busting parameter of a client navigation's request for a page's data. */
const NEXT_PARAMETER = '_rsc'

// The proxy's protocol with Next.js: go on to the requested address, or to another one.
const NEXT = 'x-middleware-next'
const REWRITE = 'x-middleware-rewrite'

export type KeptByPage = (name: string, value: string) => boolean

/** Whether the proxy's response lets the request go on to a page (not a redirect, a refusal). */
export function goesOnToPage(response: Response): boolean {
  return response.headers.has(NEXT) || response.headers.has(REWRITE)
}

/**
 * The address to send a cached page's read to instead, without the parameters the page does not
 * use; null when there are none.
 */
export function cachedPageAddress(
  requested: URL,
  response: Response,
  keptByPage: KeptByPage,
): URL | null {
  const rewrite = response.headers.get(REWRITE)
  const rewritten = rewrite ? new URL(rewrite, requested).searchParams : undefined
  const clean = new URL(requested)
  clean.search = ''
  let dropped = false
  for (const [name, value] of requested.searchParams) {
    const routed = rewritten !== undefined && !rewritten.has(name)
    if (name === NEXT_PARAMETER || routed || keptByPage(name, value)) {
      clean.searchParams.append(name, value)
    } else {
      dropped = true
    }
  }
  return dropped ? clean : null
}
