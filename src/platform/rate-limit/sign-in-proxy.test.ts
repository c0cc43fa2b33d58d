import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

import { withFreshRateLimits } from '@/platform/rate-limit/limits-for-tests'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'
import proxy from '@/proxy'

withFreshRateLimits(1)

const signIn = (ip: string, path = '/api/admin-users/login') =>
  new NextRequest(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { ...connectedFrom(ip), cookie: 'payload-lng=en' },
    body: '{}',
  })

describe('the proxy in front of the admin sign-in', () => {
  it('passes attempts to Payload until the address is over its limit, then refuses them', async () => {
    const first = await proxy(signIn('203.0.113.20'))
    expect(first.status).toBe(200)
    expect(first.headers.get('x-middleware-next')).toBe('1')
    // Payload's sign-in counts the attempt (src/features/security/sign-in-guard.ts).
    await consumeRateLimit('sign-in', '203.0.113.20')
    const second = await proxy(signIn('203.0.113.20'))
    expect(second.status).toBe(429)
    expect(second.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await second.json()).errors[0].message).toMatch(/^Too many attempts/)
  })

  it('refuses the same request whatever the spelling of its path', async () => {
    await consumeRateLimit('sign-in', '203.0.113.21')
    for (const path of [
      '/api/admin-users/LOGIN',
      '/api/admin-users/%6cogin',
      '/api/admin-users/login/',
      '/api/admin-users/FORGOT-PASSWORD',
    ]) {
      expect((await proxy(signIn('203.0.113.21', path))).status, path).toBe(429)
    }
  })
})
