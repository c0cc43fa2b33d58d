import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from '@/config/env'
import { clearMemoryCounts, closeRateLimitStores, createLimiter } from '@/platform/rate-limit/store'

/**
 * Per-IP rate limits of the public endpoints, with the maintained `rate-limiter-flexible`.
 * Buckets are separate so a visitor who downloads a guide can still send a message.
 * Counters are shared by every instance of the site (Redis or PostgreSQL, see store.ts).
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
  | 'sign-in'

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const WINDOW_SECONDS = 10 * 60

const limiters = new Map<string, Promise<RateLimiterAbstract>>()

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
  'sign-in',
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

function limiter(bucket: RateLimitBucket): Promise<RateLimiterAbstract> {
  const points = rateLimitPoints(bucket, env().RATE_LIMIT_PER_10_MIN)
  return sharedLimiter(bucket, { keyPrefix: bucket, points, duration: WINDOW_SECONDS })
}

/**
 * A limiter on the shared store, made once per name (again after a failed start or a reset).
 * Also used outside the per-address buckets: the sign-in failures per account and address.
 */
export function sharedLimiter(
  name: string,
  limits: { keyPrefix: string; points: number; duration: number },
): Promise<RateLimiterAbstract> {
  const existing = limiters.get(name)
  if (existing) return existing
  const created = createLimiter(limits).then(({ limiter: made, settled }) => {
    if (!settled) limiters.delete(name)
    return made
  })
  limiters.set(name, created)
  return created
}

/** Counts one request of `key` (usually the client IP) in `bucket`. */
export async function consumeRateLimit(
  bucket: RateLimitBucket,
  key: string,
): Promise<RateLimitVerdict> {
  return consumeOn(await limiter(bucket), key)
}

/**
 * Whether `key` is already over its limit in `bucket`, without counting a request: for a first
 * filter (the proxy) in front of code that counts the request itself.
 */
export async function peekRateLimit(
  bucket: RateLimitBucket,
  key: string,
): Promise<RateLimitVerdict> {
  return peekOn(await limiter(bucket), rateLimitPoints(bucket, env().RATE_LIMIT_PER_10_MIN), key)
}

/** Gives back a request counted in `bucket` that turned out not to be one (never below zero). */
export async function returnRateLimitPoint(bucket: RateLimitBucket, key: string): Promise<void> {
  const made = await limiter(bucket)
  if (((await made.get(key))?.consumedPoints ?? 0) > 0) await made.reward(key, 1)
}

/** Counts one request of `key` on `made`: refused once its points are spent. */
export async function consumeOn(made: RateLimiterAbstract, key: string): Promise<RateLimitVerdict> {
  try {
    await made.consume(key)
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

/** Whether `key` has spent the `points` of `made`, without counting anything. */
export async function peekOn(
  made: RateLimiterAbstract,
  points: number,
  key: string,
): Promise<RateLimitVerdict> {
  const current = await made.get(key)
  if (!current || current.consumedPoints < points) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(current.msBeforeNext / 1000)) }
}

/**
 * Tests change the limit (or the database) between cases: the next request builds its limiters
 * again, on new connections. Stored counts are kept.
 */
export function resetRateLimits(): void {
  limiters.clear()
  clearMemoryCounts()
  void closeRateLimitStores()
}
