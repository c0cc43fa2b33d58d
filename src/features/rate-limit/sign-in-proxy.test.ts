import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { withFreshRateLimits } from '@/features/rate-limit/limits-for-tests'
import proxy from '@/proxy'

withFreshRateLimits(1)

const signIn = (ip: string) =>
  new NextRequest('http://localhost:3000/api/admin-users/login', {
    method: 'POST',
    headers: { 'x-forwarded-for': ip, cookie: 'payload-lng=en' },
    body: '{}',
  })

describe('the proxy in front of the admin sign-in', () => {
  it('passes the first attempt to Payload and refuses the next one from the same address', async () => {
    const first = await proxy(signIn('203.0.113.20'))
    expect(first.status).toBe(200)
    expect(first.headers.get('x-middleware-next')).toBe('1')
    const second = await proxy(signIn('203.0.113.20'))
    expect(second.status).toBe(429)
    expect(second.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await second.json()).errors[0].message).toMatch(/^Too many attempts/)
  })
})
