import { getTranslations } from 'next-intl/server'

import { resultsEmailSchema } from '@/features/diagnostic/schema'
import { type ResultsEmailState, resultsEmailState } from '@/features/diagnostic/state'
import { formValidation } from '@/platform/forms/field-errors'
import { asRefusal, checkedPost } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { nextAttempt, postedTexts } from '@/platform/forms/posted-form'
import { withVisitorClock } from '@/platform/spam/visitor-clock'
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
  const raw = postedTexts(formData, ['email', 'consent', 'website', 'startedAt', 'elapsedMs'], 300)
  const email = raw.email ?? ''
  const kept = { email, consent: raw.consent === 'on', startedAt: raw.startedAt ?? '' }
  const attempt = nextAttempt(resultsEmailState(previous), 'error')
  const checked = await checkedPost(formRuntime('forms', locale), {
    validate: async () => {
      const t = await getTranslations({ locale, namespace: 'diagnostic.email.validation' })
      const forms = await getTranslations({ locale, namespace: 'forms' })
      return formValidation(
        resultsEmailSchema({
          email: t('email'),
          consent: t('consent'),
          spam: forms('spam'),
        }).safeParse(await withVisitorClock({ ...raw, consent: raw.consent || undefined })),
      )
    },
    refuse: (refusal): Parsed => ({ status: 'error', ...asRefusal(refusal), ...kept, attempt }),
  })
  return checked.success ? { status: 'valid', email: checked.data.email } : checked.state
}
