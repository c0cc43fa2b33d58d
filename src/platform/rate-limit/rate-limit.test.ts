import { describe, expect, it } from 'vitest'

import { withFreshRateLimits } from '@/platform/rate-limit/limits-for-tests'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'

withFreshRateLimits(3)

describe('per-address rate limits', () => {
  it('lets the configured number of submissions through, then says when to come back', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await consumeRateLimit('forms', '203.0.113.7')).toEqual({ allowed: true })
    }
    const refused = await consumeRateLimit('forms', '203.0.113.7')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(500)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600)
    }
  })

  it('counts each address and each family of forms separately', async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit('forms', '203.0.113.7')
    expect((await consumeRateLimit('forms', '198.51.100.2')).allowed).toBe(true)
    expect((await consumeRateLimit('newsletter', '203.0.113.7')).allowed).toBe(true)
  })
})
