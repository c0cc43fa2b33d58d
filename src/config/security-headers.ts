// next.config.ts loads this file outside the bundler, where the '@/' alias does not resolve.
// eslint-disable-next-line no-restricted-imports -- see above
import { contentSecurityPolicy } from '../platform/proxy/content-security-policy'

/**
 * The policy of every response the proxy does not set one for: the API, files, and the pages
 * whose path holds a dot (`/fr/a.b`, `/wp-login.php`), which the proxy skips like files. Those
 * pages are Next.js's not-found page, rendered without a nonce, so they get the cached pages'
 * fixed policy: scripts from this origin and inline, never eval. The proxy's policy of a page
 * replaces this one. Over HTTPS the proxy's also upgrades plain-HTTP addresses; here HSTS
 * already keeps browsers on HTTPS, and this value is fixed when the site is built.
 */
export const fallbackContentSecurityPolicy = contentSecurityPolicy(
  { kind: 'cached' },
  { development: false, https: false },
)

/**
 * Headers every response carries (applied by next.config.ts, shown read-only in Sécurité).
 * HSTS is harmless over plain HTTP: browsers only honour it on HTTPS responses.
 */
export const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: fallbackContentSecurityPolicy },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
] as const
