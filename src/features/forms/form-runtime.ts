import type { FormRuntime } from '@/features/forms/form-action'
import { logServerError } from '@/features/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/features/rate-limit/form-rate-limit'
import type { FormBucket } from '@/features/rate-limit/submission-budgets'
import type { Locale } from '@/i18n/locales'

/**
 * What a server action's form reaches on the site: the per-address budgets of its `bucket`
 * (the visitor's address read from the request), with messages in `locale`, and the server log.
 */
export function formRuntime(bucket: FormBucket, locale: Locale): FormRuntime {
  return {
    limitMessage: () => formRateLimitMessage(bucket, locale),
    countRefused: () => countRefusedForm(bucket),
    acceptedLimitMessage: () => acceptedFormLimitMessage(bucket, locale),
    logError: logServerError,
  }
}
