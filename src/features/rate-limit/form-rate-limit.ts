import { headers } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { clientIp } from '@/features/rate-limit/client-ip'
import { consumeRateLimit, type RateLimitBucket } from '@/features/rate-limit/rate-limit'
import type { Locale } from '@/i18n/locales'

/**
 * For server actions: counts this submission against the visitor's address and returns the
 * localized "too many requests" message when the limit is reached, undefined otherwise.
 */
export async function formRateLimitMessage(
  bucket: RateLimitBucket,
  locale: Locale,
): Promise<string | undefined> {
  const verdict = await consumeRateLimit(bucket, clientIp(await headers()))
  if (verdict.allowed) return undefined
  const t = await getTranslations({ locale, namespace: 'forms' })
  return t('tooManyRequests', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) })
}
