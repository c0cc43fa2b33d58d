/**
 * The Content-Security-Policy of the pages, in two forms chosen per request by the proxy
 * (src/proxy.ts):
 *
 * - Cached public pages (home, services, portfolio, blog...) are rendered once and served to
 *   every visitor from the page cache, so they cannot carry a nonce of each request. Their
 *   scripts run from this origin and inline (`'self' 'unsafe-inline'`: Next.js's bootstrap and
 *   the page's data are inline scripts), never through eval. This is safe because such a page
 *   shows only the owner's content, rendered by React (which escapes text) and sanitized rich
 *   text: nothing a visitor submits is ever shown on a public page, only in the admin.
 * - The admin and the pages rendered per request (search results, links with a token, the
 *   blog's preview) run only scripts that carry the nonce made for that response; Next.js reads
 *   it from the request's copy of this header and puts it on its own scripts. 'strict-dynamic'
 *   lets the nonce'd bootstrap load the page's chunks. The layout's inline boot script is
 *   allowed by its hash, so the layout reads nothing of the request and the cached pages stay
 *   cacheable.
 *
 * Everything else is the same strict policy for both. Styles keep 'unsafe-inline': React's
 * style attributes and Payload's admin set inline styles, and a style cannot run code. Pictures,
 * fonts, fetches and workers stay on this origin (media on S3 are served through
 * /api/media/file).
 */

export type PolicyOptions = {
  /** Next.js's development mode needs eval (React's debug stacks) and its HMR web socket. */
  development: boolean
  /** A site served over HTTPS also upgrades any plain-HTTP address a page still contains. */
  https: boolean
}

/** Which scripts a page may run: see the two forms above. */
export type ScriptSources =
  { kind: 'cached' } | { kind: 'per-request'; nonce: string; hashes: readonly string[] }

/** 128 random bits, base64: the form Next.js accepts in a `'nonce-…'` source. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** The `'sha256-…'` source that allows one inline script whose text is exactly `script`. */
export async function scriptHash(script: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`
}

function scriptSrc(scripts: ScriptSources, development: boolean): string[] {
  const evaluation = development ? ["'unsafe-eval'"] : []
  // A nonce or a hash in the list would make browsers ignore 'unsafe-inline': never both.
  if (scripts.kind === 'cached') return ["'self'", "'unsafe-inline'", ...evaluation]
  return [
    "'self'",
    `'nonce-${scripts.nonce}'`,
    ...scripts.hashes.map((hash) => `'${hash}'`),
    "'strict-dynamic'",
    ...evaluation,
  ]
}

export function contentSecurityPolicy(scripts: ScriptSources, options: PolicyOptions): string {
  const { development, https } = options
  const directives: string[][] = [
    ['default-src', "'self'"],
    ['script-src', ...scriptSrc(scripts, development)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(development ? ['ws:'] : [])],
    ['media-src', "'self'"],
    // The service worker, and the admin's image editor and code fields (blob workers).
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    // The admin's live preview of a draft article.
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(https ? [['upgrade-insecure-requests']] : []),
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
