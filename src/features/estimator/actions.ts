'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { fieldErrors } from '@/features/contact/schema'
import { nextAttempt, postedForm, postedText } from '@/features/forms/posted-form'
import { choicesFrom, type EstimateChoices } from '@/features/estimator/choices'
import { type EstimateField, estimateRequestSchema } from '@/features/estimator/schema'
import { storeEstimate } from '@/features/estimator/store-estimate'
import { inRequestScope, logServerError } from '@/features/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/features/rate-limit/form-rate-limit'
import { isLocale } from '@/i18n/locales'

export type EstimateFormState =
  | { status: 'idle' }
  | { status: 'sent'; choices: EstimateChoices }
  /** Without JavaScript the calculator cannot update live: "update" posts the choices back. */
  | { status: 'preview'; choices: EstimateChoices }
  | {
      status: 'error'
      errors: Partial<Record<EstimateField, string>>
      values: Record<string, string>
      formError?: string
      attempt: number
    }

const FIELDS = ['projectType', 'budget', 'timeframe', 'email', 'consent']

/** "Receive this estimate by e-mail": also a plain form post without JavaScript. */
export async function sendEstimate(
  ...args: Parameters<typeof sendEstimateInScope>
): Promise<EstimateFormState> {
  return inRequestScope(() => sendEstimateInScope(...args))
}

async function sendEstimateInScope(
  localeParam: unknown,
  previous: unknown,
  posted: unknown,
): Promise<EstimateFormState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const t = await getTranslations({ locale, namespace: 'estimator.email' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const formData = postedForm(posted)
  const raw = Object.fromEntries(
    [...FIELDS, 'website', 'startedAt', 'elapsedMs'].map((key) => [
      key,
      postedText(formData, key).slice(0, 300),
    ]),
  )
  const values = Object.fromEntries([...FIELDS, 'startedAt'].map((key) => [key, raw[key] ?? '']))
  if (formData.get('intent') === 'preview') return { status: 'preview', choices: choicesFrom(raw) }
  const attempt = nextAttempt(previous, 'error')
  const limited = await formRateLimitMessage('forms', locale)
  if (limited) return { status: 'error', errors: {}, values, formError: limited, attempt }
  const parsed = estimateRequestSchema({
    choice: t('validation.choice'),
    email: t('validation.email'),
    consent: t('validation.consent'),
    spam: forms('spam'),
  }).safeParse({ ...raw, consent: raw.consent || undefined })
  if (!parsed.success) {
    const { website, startedAt, elapsedMs, ...errors } = fieldErrors<EstimateField>(parsed.error)
    const onlySpam = Object.keys(errors).length === 0
    const formError = onlySpam ? (website ?? startedAt ?? elapsedMs) : undefined
    await countRefusedForm('forms')
    return { status: 'error', errors, values, formError, attempt }
  }
  const over = await acceptedFormLimitMessage('forms', locale)
  if (over) return { status: 'error', errors: {}, values, formError: over, attempt }
  try {
    const payload = await getPayload({ config: configPromise })
    await storeEstimate(payload, parsed.data, locale)
  } catch (error) {
    await logServerError(error, 'Estimate not stored')
    return { status: 'error', errors: {}, values, formError: t('serverError'), attempt }
  }
  const { projectType, budget, timeframe } = parsed.data
  return { status: 'sent', choices: { projectType, budget, timeframe } }
}
