import { getTranslations } from 'next-intl/server'

import { fieldErrors } from '@/features/contact/schema'
import { resultsEmailSchema } from '@/features/diagnostic/schema'
import { type ResultsEmailState, resultsEmailState } from '@/features/diagnostic/state'
import { nextAttempt, postedText } from '@/features/forms/posted-form'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/features/rate-limit/form-rate-limit'
import type { Locale } from '@/i18n/locales'

type Parsed = { status: 'valid'; email: string } | Extract<ResultsEmailState, { status: 'error' }>

/**
 * Rate limits, spam guard and validation of the "e-mail me my results" form: a valid address
 * is counted as accepted, for the e-mail the caller sends next.
 */
export async function parseResultsEmail(
  locale: Locale,
  previous: unknown,
  formData: FormData,
): Promise<Parsed> {
  const raw = Object.fromEntries(
    ['email', 'consent', 'website', 'startedAt', 'elapsedMs'].map((key) => [
      key,
      postedText(formData, key).slice(0, 300),
    ]),
  )
  const email = raw.email ?? ''
  const kept = { email, consent: raw.consent === 'on', startedAt: raw.startedAt ?? '' }
  const attempt = nextAttempt(resultsEmailState(previous), 'error')
  const limited = await formRateLimitMessage('forms', locale)
  if (limited) return { status: 'error', errors: {}, ...kept, formError: limited, attempt }
  const t = await getTranslations({ locale, namespace: 'diagnostic.email.validation' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const parsed = resultsEmailSchema({
    email: t('email'),
    consent: t('consent'),
    spam: forms('spam'),
  }).safeParse({ ...raw, consent: raw.consent || undefined })
  if (parsed.success) {
    const over = await acceptedFormLimitMessage('forms', locale)
    if (over) return { status: 'error', errors: {}, ...kept, formError: over, attempt }
    return { status: 'valid', email: parsed.data.email }
  }
  await countRefusedForm('forms')
  const { website, startedAt, elapsedMs, ...errors } = fieldErrors<
    'email' | 'consent' | 'website' | 'startedAt' | 'elapsedMs'
  >(parsed.error)
  const onlySpam = Object.keys(errors).length === 0
  const formError = onlySpam ? (website ?? startedAt ?? elapsedMs) : undefined
  return { status: 'error', errors, ...kept, formError, attempt }
}
