import { parsePage } from '@/features/blog/addresses/pagination'

/**
 * Page n of a blog list has the public address `?page=n` (`/fr/blog?page=2`,
 * `/en/blog/category/ai?page=3`), but is rendered by an internal `.../page/[n]` route, whose
 * page number is a validated route segment (this was what let them stay in the page cache until
 * the nonce CSP made every page render per request). The proxy rewrites the first form to the second,
 * and sends a visitor who typed the second back to the first, so each page has one address.
 */
const LIST = /^\/(?:fr|en)\/blog(?:\/(?:category|tag)\/[^/]+)?$/
const INTERNAL = /^(\/(?:fr|en)\/blog(?:\/(?:category|tag)\/[^/]+)?)\/page\/([^/]+)$/

export type ListPageRoute =
  { kind: 'rewrite' | 'redirect'; pathname: string; search: string } | { kind: 'not-found' }

export function listPageRoute(pathname: string, search: URLSearchParams): ListPageRoute | null {
  const internal = INTERNAL.exec(pathname)
  if (internal) {
    const query = new URLSearchParams(search)
    let page = internal[2]!
    try {
      page = decodeURIComponent(page)
    } catch {
      // Left as typed: the list answers not found for it.
    }
    query.set('page', page)
    return { kind: 'redirect', pathname: internal[1]!, search: `?${query}` }
  }
  if (!LIST.test(pathname) || !search.has('page')) return null
  const values = search.getAll('page')
  // `?page=abc`, `?page=0`, `?page=` or twice is no page number: answered not found here, so
  // that no value anyone makes up renders a page (the route still refuses a page past the last).
  const raw = values.length === 1 ? values[0] : undefined
  if (raw === undefined || parsePage(raw) === 'invalid') return { kind: 'not-found' }
  const rest = new URLSearchParams(search)
  rest.delete('page')
  const query = rest.toString()
  return {
    kind: 'rewrite',
    pathname: `${pathname}/page/${encodeURIComponent(raw)}`,
    search: query ? `?${query}` : '',
  }
}
