import { getTranslations } from 'next-intl/server'

import { fieldErrors } from '@/features/contact/schema'
import { resultsEmailSchema } from '@/features/diagnostic/schema'
import type { DiagnosticState, ResultsEmailState } from '@/features/diagnostic/state'
import { formRateLimitMessage } from '@/features/rate-limit/form-rate-limit'
import type { Locale } from '@/i18n/locales'

type Parsed = { status: 'valid'; email: string } | Extract<ResultsEmailState, { status: 'error' }>

/** Rate limit, spam guard and validation of the "e-mail me my results" form. */
export async function parseResultsEmail(
  locale: Locale,
  previous: DiagnosticState,
  formData: FormData,
): Promise<Parsed> {
  const raw = Object.fromEntries(
    ['email', 'consent', 'website', 'startedAt', 'elapsedMs'].map((key) => [
      key,
      String(formData.get(key) ?? '').slice(0, 300),
    ]),
  )
  const email = raw.email ?? ''
  const attempt =
    previous.status === 'done' && previous.email.status === 'error' ? previous.email.attempt + 1 : 1
  const limited = await formRateLimitMessage('forms', locale)
  if (limited) return { status: 'error', errors: {}, email, formError: limited, attempt }
  const t = await getTranslations({ locale, namespace: 'diagnostic.email.validation' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const parsed = resultsEmailSchema({
    email: t('email'),
    consent: t('consent'),
    spam: forms('spam'),
  }).safeParse({ ...raw, consent: raw.consent || undefined })
  if (parsed.success) return { status: 'valid', email: parsed.data.email }
  const { website, startedAt, elapsedMs, ...errors } = fieldErrors<
    'email' | 'consent' | 'website' | 'startedAt' | 'elapsedMs'
  >(parsed.error)
  const onlySpam = Object.keys(errors).length === 0
  const formError = onlySpam ? (website ?? startedAt ?? elapsedMs) : undefined
  return { status: 'error', errors, email, formError, attempt }
}
