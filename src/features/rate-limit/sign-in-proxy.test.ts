import { NextRequest } from 'next/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { resetEnvCache } from '@/config/env'
import { resetRateLimits } from '@/features/rate-limit/rate-limit'
import proxy from '@/proxy'

beforeEach(() => {
  vi.stubEnv('RATE_LIMIT_PER_10_MIN', '1')
  vi.stubEnv('DATABASE_URL', 'file:./data/unit-unused.db')
  vi.stubEnv('REDIS_URL', '')
  resetEnvCache()
  resetRateLimits()
})

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnvCache()
  resetRateLimits()
})

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
