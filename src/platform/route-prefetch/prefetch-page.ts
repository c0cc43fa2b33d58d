import type { useRouter } from 'next/navigation'

type PrefetchOptions = NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>

/**
 * The full prefetch, through the router's public type: Next.js exports the enum that types
 * `kind` only from its internals, and its value is this string.
 */
const FULL = 'full' as PrefetchOptions['kind']

/**
 * Preloads a page of the site: its rendered content and its JavaScript. Next.js's default
 * prefetch brings a cached page's content but not the code of its client components (the
 * contact form's, the diagnostic wizard's), which a full prefetch does: the page is then
 * ready when the visitor clicks. An address with a query string keeps the default: the proxy
 * rewrites some of them to another route (the blog lists' `?page=n`, the portfolio's
 * `?category=`), and a full prefetch of such an address left the page empty when the visitor
 * then went there.
 */
export function prefetchPage(router: ReturnType<typeof useRouter>, href: string): void {
  if (href.includes('?')) router.prefetch(href)
  else router.prefetch(href, { kind: FULL })
}
