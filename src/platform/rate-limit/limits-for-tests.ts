import { afterEach, beforeEach, vi } from 'vitest'

import { resetEnvCache } from '@/config/env'
import { resetRateLimits } from '@/platform/rate-limit/rate-limit'

/**
 * For unit tests: each test starts with fresh in-memory limiters at `perWindow` requests per
 * window (no Redis, no PostgreSQL), and leaves the environment as it found it.
 */
export function withFreshRateLimits(perWindow: number): void {
  beforeEach(() => {
    vi.stubEnv('RATE_LIMIT_PER_10_MIN', String(perWindow))
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
}
