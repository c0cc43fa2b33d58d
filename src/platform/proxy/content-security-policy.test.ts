import { describe, expect, it } from 'vitest'

import {
  contentSecurityPolicy,
  createNonce,
  scriptHash,
  type ScriptSources,
} from '@/platform/proxy/content-security-policy'
import { getScriptNonceFromHeader } from '@/platform/framework/next-script-nonce'

const production = { development: false, https: true }
const perRequest = (nonce: string): ScriptSources => ({
  kind: 'per-request',
  nonce,
  hashes: ['sha256-Ym9vdA=='],
})
const cached: ScriptSources = { kind: 'cached' }

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `) || part === name)
    ?.split(' ')
    .slice(1)

describe('the pages’ Content-Security-Policy', () => {
  it('runs only scripts that carry this request’s nonce, or the layout’s hashed script', () => {
    const policy = contentSecurityPolicy(perRequest('bm9uY2U='), production)
    const scripts = directive(policy, 'script-src')
    expect(scripts).toContain("'nonce-bm9uY2U='")
    expect(scripts).toContain("'sha256-Ym9vdA=='")
    expect(scripts).toContain("'strict-dynamic'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
  })

  it('lets a cached page run its inline scripts, never eval, and keeps the rest as strict', () => {
    const policy = contentSecurityPolicy(cached, production)
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    const strict = contentSecurityPolicy(perRequest('n'), production)
    const rest = (text: string) => text.split('; ').filter((part) => !part.startsWith('script-src'))
    expect(rest(policy)).toEqual(rest(strict))
    for (const one of [policy, strict]) {
      expect(directive(one, 'default-src')).toEqual(["'self'"])
      expect(directive(one, 'object-src')).toEqual(["'none'"])
      expect(directive(one, 'base-uri')).toEqual(["'none'"])
      expect(directive(one, 'form-action')).toEqual(["'self'"])
      expect(directive(one, 'frame-ancestors')).toEqual(["'none'"])
      expect(directive(one, 'connect-src')).toEqual(["'self'"])
    }
    // Next.js finds no nonce to put on a page kept for everyone.
    expect(getScriptNonceFromHeader(policy)).toBeUndefined()
  })

  it('gives Next.js the nonce it puts on its own scripts', () => {
    const nonce = createNonce()
    expect(getScriptNonceFromHeader(contentSecurityPolicy(perRequest(nonce), production))).toBe(
      nonce,
    )
  })

  it('makes a new, unguessable nonce every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
  })

  it('hashes a script as browsers do (SHA-256 of its exact text, base64)', async () => {
    // The digest of "alert(1)" as the CSP standard's examples and any browser compute it.
    expect(await scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
  })

  it('allows eval and the reload socket in development only', () => {
    for (const scripts of [cached, perRequest('n')]) {
      const development = contentSecurityPolicy(scripts, { development: true, https: false })
      expect(directive(development, 'script-src')).toContain("'unsafe-eval'")
      expect(directive(development, 'connect-src')).toContain('ws:')
    }
  })

  it('upgrades plain-HTTP addresses only on a site served over HTTPS', () => {
    expect(contentSecurityPolicy(cached, production)).toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy(cached, { development: false, https: false })).not.toContain(
      'upgrade-insecure-requests',
    )
  })
})
