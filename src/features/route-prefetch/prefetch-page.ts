import type { useRouter } from 'next/navigation'
// Next.js exports the enum only from here; `router.prefetch` types its option with it.
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types'

/**
 * Preloads a page of the site: its rendered content and its JavaScript. Every page renders per
 * request (its Content-Security-Policy nonce), and Next.js's default prefetch of such a page
 * stops at the first dynamic segment, the root layout, so it would bring nothing of the page.
 * A full prefetch renders it once; the router keeps the result for a few minutes.
 * An address with a query string keeps the default: the proxy rewrites the blog lists'
 * `?page=n` to another route, and a full prefetch of such an address left the page empty when
 * the visitor then went there (blog-pages e2e).
 */
export function prefetchPage(router: ReturnType<typeof useRouter>, href: string): void {
  if (href.includes('?')) router.prefetch(href)
  else router.prefetch(href, { kind: PrefetchKind.FULL })
}
