import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { bearerTokenMatches, mayReadHealthDetails } from '@/platform/health/details-access'

const token = 'health-token-0123456789abcdef-0123456789'

describe('bearerTokenMatches', () => {
  it('accepts the configured token only, as a Bearer token', () => {
    expect(bearerTokenMatches(`Bearer ${token}`, token)).toBe(true)
    expect(bearerTokenMatches(`Bearer ${token}x`, token)).toBe(false)
    expect(bearerTokenMatches(`Bearer ${token.slice(0, -1)}`, token)).toBe(false)
    expect(bearerTokenMatches(`Bearer `, token)).toBe(false)
    expect(bearerTokenMatches(token, token)).toBe(false)
    expect(bearerTokenMatches(`JWT ${token}`, token)).toBe(false)
    expect(bearerTokenMatches(null, token)).toBe(false)
  })

  it('opens nothing when no token is configured', () => {
    expect(bearerTokenMatches('Bearer ', undefined)).toBe(false)
    expect(bearerTokenMatches('Bearer undefined', undefined)).toBe(false)
  })
})

describe('mayReadHealthDetails', () => {
  const payloadWith = (user: Record<string, unknown> | null) => {
    const auth = vi.fn(async () => ({ user }))
    return { auth, instance: async () => ({ auth }) as unknown as Payload }
  }
  const admin = { collection: 'admin-users', is_active: true }

  it('never asks the database for an anonymous caller', async () => {
    const { auth, instance } = payloadWith(admin)
    expect(await mayReadHealthDetails(new Headers(), token, instance)).toBe(false)
    expect(auth).not.toHaveBeenCalled()
  })

  it('opens the details to the token and to an active admin', async () => {
    const bearer = new Headers({ authorization: `Bearer ${token}` })
    expect(await mayReadHealthDetails(bearer, token, payloadWith(null).instance)).toBe(true)
    const session = new Headers({ cookie: 'payload-token=abc' })
    expect(await mayReadHealthDetails(session, token, payloadWith(admin).instance)).toBe(true)
    const inactive = payloadWith({ ...admin, is_active: false }).instance
    expect(await mayReadHealthDetails(session, token, inactive)).toBe(false)
  })

  it('reads as anonymous when the session cannot be checked', async () => {
    const session = new Headers({ authorization: 'JWT abc' })
    const failing = async () => Promise.reject(new Error('database down'))
    expect(await mayReadHealthDetails(session, token, failing)).toBe(false)
  })
})
