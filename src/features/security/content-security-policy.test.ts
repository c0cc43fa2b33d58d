import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header'
import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, createNonce } from '@/features/security/content-security-policy'

const production = { development: false, https: true }

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `) || part === name)
    ?.split(' ')
    .slice(1)

describe('the pages’ Content-Security-Policy', () => {
  it('runs only scripts that carry this request’s nonce', () => {
    const policy = contentSecurityPolicy('bm9uY2U=', production)
    const scripts = directive(policy, 'script-src')
    expect(scripts).toContain("'nonce-bm9uY2U='")
    expect(scripts).toContain("'strict-dynamic'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(directive(policy, 'base-uri')).toEqual(["'none'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
  })

  it('gives Next.js the nonce it puts on its own scripts', () => {
    const nonce = createNonce()
    expect(getScriptNonceFromHeader(contentSecurityPolicy(nonce, production))).toBe(nonce)
  })

  it('makes a new, unguessable nonce every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
  })

  it('allows eval and the reload socket in development only', () => {
    const development = contentSecurityPolicy('n', { development: true, https: false })
    expect(directive(development, 'script-src')).toContain("'unsafe-eval'")
    expect(directive(development, 'connect-src')).toContain('ws:')
    expect(directive(contentSecurityPolicy('n', production), 'connect-src')).toEqual(["'self'"])
  })

  it('upgrades plain-HTTP addresses only on a site served over HTTPS', () => {
    expect(contentSecurityPolicy('n', production)).toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy('n', { development: false, https: false })).not.toContain(
      'upgrade-insecure-requests',
    )
  })
})
