'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { isDiagnosticToken } from '@/features/diagnostic/diagnostic-token'
import { diagnosticSchema } from '@/features/diagnostic/schema'
import { sendDiagnosticResults } from '@/features/diagnostic/send-diagnostic-results'
import {
  type DiagnosticState,
  type DiagnosticValues,
  resultsEmailState,
} from '@/features/diagnostic/state'
import { findDiagnostic, storeDiagnostic } from '@/features/diagnostic/store-diagnostic'
import { parseResultsEmail } from '@/features/diagnostic/parse-results-email'
import { formValidation } from '@/platform/forms/field-errors'
import { refusedState, runFormAction } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { nextAttempt, postedForm, postedText } from '@/platform/forms/posted-form'
import { inRequestScope, logServerError } from '@/platform/logging/action-log'
import { countRefusedForm, formRateLimitMessage } from '@/platform/rate-limit/form-rate-limit'
import { withVisitorClock } from '@/platform/spam/visitor-clock'
import { isLocale, type Locale } from '@/i18n/locales'

const text = (formData: FormData, key: string) => postedText(formData, key).slice(0, 300)

/**
 * The diagnostic page's server action, for both of its forms (`intent`): the answers, stored and
 * answered with the results; then the visitor's address to e-mail them. A plain form post
 * without JavaScript too.
 */
export async function diagnosticAction(
  ...args: Parameters<typeof diagnosticActionInScope>
): Promise<DiagnosticState> {
  return inRequestScope(() => diagnosticActionInScope(...args))
}

async function diagnosticActionInScope(
  localeParam: unknown,
  previous: unknown,
  posted: unknown,
): Promise<DiagnosticState> {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'fr'
  const formData = postedForm(posted)
  if (formData.get('intent') === 'email') return emailResults(locale, previous, formData)
  const values: DiagnosticValues = {
    revenue: text(formData, 'revenue'),
    tasks: formData
      .getAll('tasks')
      .map((task) => (typeof task === 'string' ? task : ''))
      .slice(0, 12),
    challenge: text(formData, 'challenge'),
    startedAt: text(formData, 'startedAt'),
  }
  const attempt = nextAttempt(previous, 'error')
  const t = await getTranslations({ locale, namespace: 'diagnostic' })
  return runFormAction(formRuntime('forms', locale), {
    validate: async () => {
      const forms = await getTranslations({ locale, namespace: 'forms' })
      return formValidation(
        diagnosticSchema({
          revenue: t('validation.revenue'),
          tasks: t('validation.tasks'),
          challenge: t('validation.challenge'),
          spam: forms('spam'),
        }).safeParse(
          await withVisitorClock({
            ...values,
            website: text(formData, 'website'),
            elapsedMs: text(formData, 'elapsedMs'),
          }),
        ),
      )
    },
    refuse: (refusal) => refusedState(refusal, values, attempt),
    store: async (answers) => {
      const payload = await getPayload({ config: configPromise })
      const diagnostic = await storeDiagnostic(payload, answers, locale)
      return { status: 'done', diagnostic, email: { status: 'idle' } }
    },
    failure: { log: 'Diagnostic not stored', message: t('wizard.serverError') },
  })
}

async function emailResults(
  locale: Locale,
  previous: unknown,
  formData: FormData,
): Promise<DiagnosticState> {
  const t = await getTranslations({ locale, namespace: 'diagnostic' })
  // A wrong link is a refused submission too: guessing tokens spends the refused budget.
  const limited = await formRateLimitMessage('forms', locale)
  if (limited)
    return { status: 'error', errors: {}, values: { tasks: [] }, formError: limited, attempt: 1 }
  const payload = await getPayload({ config: configPromise })
  const id = Number(formData.get('diagnosticId'))
  const token = text(formData, 'token')
  const found = Number.isInteger(id) && id > 0 ? await findDiagnostic(payload, id) : undefined
  if (!found || !isDiagnosticToken(id, token)) {
    const formError = t('email.validation.diagnostic')
    await countRefusedForm('forms')
    return { status: 'error', errors: {}, values: { tasks: [] }, formError, attempt: 1 }
  }
  const diagnostic = found.stored
  const email = await parseResultsEmail(locale, previous, formData)
  if (email.status === 'error') return { status: 'done', diagnostic, email }
  try {
    const { qualified } = await sendDiagnosticResults(payload, diagnostic, email.email, locale)
    return { status: 'done', diagnostic, email: { status: 'sent', qualified } }
  } catch (error) {
    await logServerError(error, 'Diagnostic results not sent')
    const formError = t('email.serverError')
    const attempt = nextAttempt(resultsEmailState(previous), 'error') > 1 ? 2 : 1
    return {
      status: 'done',
      diagnostic,
      email: {
        status: 'error',
        errors: {},
        email: email.email,
        consent: true,
        startedAt: postedText(formData, 'startedAt').slice(0, 300),
        formError,
        attempt,
      },
    }
  }
}
