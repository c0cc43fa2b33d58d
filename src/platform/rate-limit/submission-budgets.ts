import { env } from '@/config/env'
import {
  consumeOn,
  consumeRateLimit,
  peekOn,
  peekRateLimit,
  RATE_LIMIT_WINDOW_SECONDS,
  returnRateLimitPoint,
  type RateLimitBucket,
  rateLimitPoints,
  type RateLimitVerdict,
  sharedLimiter,
} from '@/platform/rate-limit/rate-limit'

/**
 * The forms' two budgets per address. Accepted submissions spend the bucket's own limit; refused
 * ones (a typo, a missing field, a robot's honeypot) spend a separate, larger budget, so a
 * visitor who corrects a few mistakes is never locked out, while a flood of invalid posts still
 * is.
 */
export type FormBucket = Extract<RateLimitBucket, 'forms' | 'booking' | 'newsletter' | 'downloads'>

/** The buckets that have a budget of refused submissions, in the order Sécurité lists them. */
export const REFUSED_BUDGET_BUCKETS: FormBucket[] = ['forms', 'booking', 'newsletter', 'downloads']

/** How many refused submissions an address gets for each accepted one its bucket allows. */
export const REFUSED_SUBMISSIONS_MULTIPLIER = 5

export function refusedSubmissionPoints(bucket: FormBucket, perWindow: number): number {
  return rateLimitPoints(bucket, perWindow) * REFUSED_SUBMISSIONS_MULTIPLIER
}

function refusedLimiter(bucket: FormBucket) {
  return sharedLimiter(`${bucket}-refused`, {
    keyPrefix: `${bucket}-refused`,
    points: refusedSubmissionPoints(bucket, env().RATE_LIMIT_PER_10_MIN),
    duration: RATE_LIMIT_WINDOW_SECONDS,
  })
}

/**
 * Whether `key` may submit at all, without counting anything: refused once either budget is
 * spent, with the longer wait of the two.
 */
export async function submissionAllowed(
  bucket: FormBucket,
  key: string,
): Promise<RateLimitVerdict> {
  const points = refusedSubmissionPoints(bucket, env().RATE_LIMIT_PER_10_MIN)
  const verdicts = [
    await peekRateLimit(bucket, key),
    await peekOn(await refusedLimiter(bucket), points, key),
  ]
  const waits = verdicts.flatMap((v) => (v.allowed ? [] : [v.retryAfterSeconds]))
  return waits.length
    ? { allowed: false, retryAfterSeconds: Math.max(...waits) }
    : { allowed: true }
}

/** Counts a submission the form refused (invalid input) against the refused budget. */
export async function countRefusedSubmission(bucket: FormBucket, key: string): Promise<void> {
  await consumeOn(await refusedLimiter(bucket), key)
}

/**
 * Counts a valid submission against the bucket's limit, before it is stored: concurrent posts
 * from one address cannot all slip past a look taken before any of them was counted.
 */
export function countAcceptedSubmission(
  bucket: FormBucket,
  key: string,
): Promise<RateLimitVerdict> {
  return consumeRateLimit(bucket, key)
}

/**
 * A submission counted as accepted that the site refused after all (a slot taken meanwhile):
 * moved to the refused budget.
 */
export async function countAsRefused(bucket: FormBucket, key: string): Promise<void> {
  await returnRateLimitPoint(bucket, key)
  await countRefusedSubmission(bucket, key)
}
