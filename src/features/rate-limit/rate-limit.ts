import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/config/env'

/**
 * Per-IP rate limits of the public endpoints, with the maintained `rate-limiter-flexible`.
 * Buckets are separate so a visitor who downloads a guide can still send a message.
 * Storage is this process's memory; shared storage for several instances is the hardening
 * issue's (PostgreSQL or Redis), behind the same `consumeRateLimit` call.
 */
export type RateLimitBucket =
  | 'booking'
  | 'forms'
  | 'newsletter'
  | 'downloads'
  | 'popups'
  | 'views'
  | 'search'
  | 'vitals'
  | 'two-factor'

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const WINDOW_SECONDS = 10 * 60

const limiters = new Map<RateLimitBucket, RateLimiterMemory>()

/** The buckets and what each protects, in the order Sécurité lists them. */
export const RATE_LIMIT_BUCKETS: RateLimitBucket[] = [
  'forms',
  'booking',
  'newsletter',
  'downloads',
  'popups',
  'views',
  'search',
  'vitals',
  'two-factor',
]

export const RATE_LIMIT_WINDOW_SECONDS = WINDOW_SECONDS

/** Requests one address may make in a bucket per window, from the configured base limit. */
export function rateLimitPoints(bucket: RateLimitBucket, perWindow: number): number {
  // Downloads are cheap and often repeated (a second device); forms write to the database.
  // Popup look-ups and views come with page views, so a reader browsing the blog gets many.
  // Article views and searches are reads: generous, only floods are cut.
  const multiplier = ['popups', 'views', 'search', 'vitals'].includes(bucket)
    ? 10
    : bucket === 'downloads'
      ? 3
      : 1
  return perWindow * multiplier
}

function limiter(bucket: RateLimitBucket): RateLimiterMemory {
  let existing = limiters.get(bucket)
  if (!existing) {
    const points = rateLimitPoints(bucket, env().RATE_LIMIT_PER_10_MIN)
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
