import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/config/env'

/**
 * Per-IP rate limits of the public endpoints, with the maintained `rate-limiter-flexible`.
 * Buckets are separate so a visitor who downloads a guide can still send a message.
 * Storage is this process's memory; shared storage for several instances is the hardening
 * issue's (PostgreSQL or Redis), behind the same `consumeRateLimit` call.
 */
export type RateLimitBucket =
  'booking' | 'forms' | 'newsletter' | 'downloads' | 'popups' | 'views' | 'search' | 'vitals'

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const WINDOW_SECONDS = 10 * 60

const limiters = new Map<RateLimitBucket, RateLimiterMemory>()

function limiter(bucket: RateLimitBucket): RateLimiterMemory {
  let existing = limiters.get(bucket)
  if (!existing) {
    const perWindow = env().RATE_LIMIT_PER_10_MIN
    // Downloads are cheap and often repeated (a second device); forms write to the database.
    // Popup look-ups and views come with page views, so a reader browsing the blog gets many.
    // Article views and searches are reads: generous, only floods are cut.
    const multiplier = ['popups', 'views', 'search', 'vitals'].includes(bucket)
      ? 10
      : bucket === 'downloads'
        ? 3
        : 1
    const points = perWindow * multiplier
    existing = new RateLimiterMemory({ keyPrefix: bucket, points, duration: WINDOW_SECONDS })
    limiters.set(bucket, existing)
  }
  return existing
}

/** Counts one request of `key` (usually the client IP) in `bucket`. */
export async function consumeRateLimit(
  bucket: RateLimitBucket,
  key: string,
): Promise<RateLimitVerdict> {
  try {
    await limiter(bucket).consume(key)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      }
    }
    throw rejection
  }
}

/** Tests change the limit between cases. */
export function resetRateLimits(): void {
  limiters.clear()
}
