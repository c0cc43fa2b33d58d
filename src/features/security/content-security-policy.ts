/**
 * The Content-Security-Policy of every page (public site and admin), with a nonce made for each
 * request by the proxy (src/proxy.ts). Next.js reads the nonce from the request's copy of this
 * header and puts it on its own scripts; our inline boot script gets it from `nonceHeader`.
 *
 * Scripts run only with the nonce: no 'unsafe-inline', no host list. 'strict-dynamic' lets the
 * nonce'd bootstrap load the page's chunks (Next.js inserts them at run time), and nothing an
 * article, a form value or a URL could inject into the HTML carries the nonce. Styles keep
 * 'unsafe-inline': React's style attributes and Payload's admin set inline styles, and a style
 * cannot run code. Pictures, fonts, fetches and workers stay on this origin (media on S3 are
 * served through /api/media/file).
 */

/** The request header that carries the nonce to server components. */
export const nonceHeader = 'x-nonce'

export type PolicyOptions = {
  /** Next.js's development mode needs eval (React's debug stacks) and its HMR web socket. */
  development: boolean
  /** A site served over HTTPS also upgrades any plain-HTTP address a page still contains. */
  https: boolean
}

/** 128 random bits, base64: the form Next.js accepts in a `'nonce-…'` source. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  const { development, https } = options
  const directives: string[][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
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
