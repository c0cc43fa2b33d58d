import { describe, expect, it } from 'vitest'

import { withFreshRateLimits } from '@/features/rate-limit/limits-for-tests'
import { isSignInRequest, signInLimitResponse } from '@/features/rate-limit/sign-in-limit'

withFreshRateLimits(2)

const from = (ip: string) => new Headers({ 'x-forwarded-for': ip })

describe('sign-in and password reset limits per address', () => {
  it('guards the sign-in, forgotten and reset password requests only', () => {
    expect(isSignInRequest('POST', '/api/admin-users/login')).toBe(true)
    expect(isSignInRequest('POST', '/api/admin-users/forgot-password')).toBe(true)
    expect(isSignInRequest('POST', '/api/admin-users/reset-password')).toBe(true)
    expect(isSignInRequest('GET', '/api/admin-users/login')).toBe(false)
    expect(isSignInRequest('POST', '/api/admin-users/logout')).toBe(false)
    expect(isSignInRequest('POST', '/api/admin-users/me')).toBe(false)
  })

  it('answers 429 with Retry-After in the admin language once an address is over the limit', async () => {
    expect(await signInLimitResponse(from('203.0.113.9'), 'fr')).toBeUndefined()
    expect(await signInLimitResponse(from('203.0.113.9'), 'fr')).toBeUndefined()
    const refused = await signInLimitResponse(from('203.0.113.9'), 'fr')
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(500)
    expect(await refused?.json()).toEqual({
      errors: [{ message: 'Trop de tentatives depuis cette adresse. Réessayez dans 10 minutes.' }],
    })
    const english = await signInLimitResponse(from('203.0.113.9'), 'en')
    expect((await english?.json()).errors[0].message).toBe(
      'Too many attempts from this address. Try again in 10 minutes.',
    )
  })

  it('counts each address on its own', async () => {
    await signInLimitResponse(from('203.0.113.9'), 'fr')
    await signInLimitResponse(from('203.0.113.9'), 'fr')
    expect(await signInLimitResponse(from('198.51.100.4'), 'fr')).toBeUndefined()
  })
})
