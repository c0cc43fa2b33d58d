/**
 * Headers every response carries (applied by next.config.ts, shown read-only in Sécurité).
 * HSTS is harmless over plain HTTP: browsers only honour it on HTTPS responses.
 * This Content-Security-Policy is for what is not a page (the API, files); pages get the full
 * policy with a nonce of their own from the proxy (src/features/security/content-security-policy.ts),
 * which replaces this one.
 */
export const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
] as const
