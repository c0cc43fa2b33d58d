import { describe, expect, it } from 'vitest'

import { connectedFrom } from '@/platform/rate-limit/client-address-for-tests'

import { withFreshRateLimits } from '@/platform/rate-limit/limits-for-tests'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'
import {
  isSignInRequest,
  normalisedApiPath,
  signInLimitResponse,
} from '@/platform/rate-limit/sign-in-limit'

withFreshRateLimits(2)

const from = (ip: string) => new Headers(connectedFrom(ip))
const countedAttempt = (ip: string) => consumeRateLimit('sign-in', ip)

describe('sign-in and password reset limits per address', () => {
  it('guards the sign-in, forgotten and reset password requests only', () => {
    expect(isSignInRequest('POST', '/api/admin-users/login')).toBe(true)
    expect(isSignInRequest('POST', '/api/admin-users/forgot-password')).toBe(true)
    expect(isSignInRequest('POST', '/api/admin-users/reset-password')).toBe(true)
    expect(isSignInRequest('GET', '/api/admin-users/login')).toBe(false)
    expect(isSignInRequest('POST', '/api/admin-users/logout')).toBe(false)
    expect(isSignInRequest('POST', '/api/admin-users/me')).toBe(false)
  })

  it('recognises every spelling the router takes for the same request', () => {
    for (const path of [
      '/api/admin-users/LOGIN',
      '/api/admin-users/%6cogin',
      '/api/admin-users/%6C%6F%67%69%6E',
      '/api/admin-users/login/',
      '/api/admin-users//login',
      '/api/admin-users/FORGOT-PASSWORD',
      '/api/admin-users/Reset-Password',
    ]) {
      expect(isSignInRequest('POST', path), path).toBe(true)
    }
    expect(isSignInRequest('post', '/api/admin-users/login')).toBe(true)
    expect(isSignInRequest('POST', '/api/admin-users/%E0%A4%A')).toBe(false)
    expect(normalisedApiPath('/api/Admin-Users/%6cogin/')).toBe('/api/admin-users/login')
  })

  it('answers 429 with Retry-After in the admin language once an address is over the limit', async () => {
    // The proxy only looks: the attempts are counted inside Payload's sign-in (sign-in-guard.ts).
    expect(await signInLimitResponse(from('203.0.113.9'), 'fr')).toBeUndefined()
    await countedAttempt('203.0.113.9')
    expect(await signInLimitResponse(from('203.0.113.9'), 'fr')).toBeUndefined()
    await countedAttempt('203.0.113.9')
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
    await countedAttempt('203.0.113.9')
    await countedAttempt('203.0.113.9')
    expect(await signInLimitResponse(from('203.0.113.9'), 'fr')).toBeDefined()
    expect(await signInLimitResponse(from('198.51.100.4'), 'fr')).toBeUndefined()
  })
})
