import type { FormRuntime } from '@/platform/forms/form-action'
import { logServerError } from '@/platform/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/platform/rate-limit/form-rate-limit'
import type { FormBucket } from '@/platform/rate-limit/submission-budgets'
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
