import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import type { RateLimitVerdict } from '@/platform/rate-limit/rate-limit'
import {
  countAcceptedSubmission,
  countAsRefused,
  countRefusedSubmission,
  type FormBucket,
  submissionAllowed,
} from '@/platform/rate-limit/submission-budgets'
import type { Locale } from '@/i18n/locales'

/**
 * For server actions, around validation: `formRateLimitMessage` first (counts nothing), then
 * `countRefusedForm` when the input is refused, or `acceptedFormLimitMessage` once it is valid,
 * before storing it. Each returns the localized "too many requests" message when a limit is
 * reached, undefined otherwise.
 */
export async function formRateLimitMessage(
  bucket: FormBucket,
  locale: Locale,
): Promise<string | undefined> {
  return tooManyMessage(await submissionAllowed(bucket, await visitor()), locale)
}

export async function countRefusedForm(bucket: FormBucket): Promise<void> {
  await countRefusedSubmission(bucket, await visitor())
}

export async function acceptedFormLimitMessage(
  bucket: FormBucket,
  locale: Locale,
): Promise<string | undefined> {
  return tooManyMessage(await countAcceptedSubmission(bucket, await visitor()), locale)
}

/** A valid submission counted as accepted that the site refused after all (a slot taken). */
export async function countRefusedAfterAll(bucket: FormBucket): Promise<void> {
  await countAsRefused(bucket, await visitor())
}

const visitor = async () => clientLimitKey(await headers())

async function tooManyMessage(verdict: RateLimitVerdict, locale: Locale) {
  if (verdict.allowed) return undefined
  const t = await getTranslations({ locale, namespace: 'forms' })
  return t('tooManyRequests', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) })
}
