'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { type AuditField, auditSchema } from '@/features/audits/schema'
import { storeAuditRequest } from '@/features/audits/submit-audit'
import { fieldErrors } from '@/features/contact/schema'
import { nextAttempt, postedForm, postedText } from '@/features/forms/posted-form'
import { inRequestScope, logServerError } from '@/features/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/features/rate-limit/form-rate-limit'
import { isLocale } from '@/i18n/locales'

export type AuditFormState =
  | { status: 'idle' }
  | { status: 'success' }
  | {
      status: 'error'
      errors: Partial<Record<AuditField, string>>
      values: Record<string, string>
      formError?: string
      attempt: number
    }

const FIELDS = ['siteUrl', 'company', 'name', 'email', 'concerns']

/** The audit request form's server action; also a plain form post without JavaScript. */
export async function submitAuditRequest(
  ...args: Parameters<typeof submitAuditRequestInScope>
): Promise<AuditFormState> {
  return inRequestScope(() => submitAuditRequestInScope(...args))
}

async function submitAuditRequestInScope(
  localeParam: unknown,
  previous: unknown,
  posted: unknown,
): Promise<AuditFormState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const t = await getTranslations({ locale, namespace: 'audit' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const formData = postedForm(posted)
  const raw = Object.fromEntries(
    [...FIELDS, 'website', 'startedAt', 'elapsedMs'].map((key) => [key, postedText(formData, key)]),
  )
  const values = Object.fromEntries(
    [...FIELDS, 'startedAt'].map((key) => [key, (raw[key] ?? '').slice(0, 3000)]),
  )
  const attempt = nextAttempt(previous, 'error')
  const limited = await formRateLimitMessage('forms', locale)
  if (limited) return { status: 'error', errors: {}, values, formError: limited, attempt }
  const parsed = auditSchema({
    siteUrl: t('validation.siteUrl'),
    company: t('validation.company'),
    email: t('validation.email'),
    concerns: t('validation.concerns'),
    spam: forms('spam'),
    invalidText: forms('invalidText'),
  }).safeParse(raw)
  if (!parsed.success) {
    const { website, startedAt, elapsedMs, ...errors } = fieldErrors<AuditField>(parsed.error)
    const onlySpam = Object.keys(errors).length === 0
    const formError = onlySpam ? (website ?? startedAt ?? elapsedMs) : undefined
    await countRefusedForm('forms')
    return { status: 'error', errors, values, formError, attempt }
  }
  const over = await acceptedFormLimitMessage('forms', locale)
  if (over) return { status: 'error', errors: {}, values, formError: over, attempt }
  try {
    const payload = await getPayload({ config: configPromise })
    await storeAuditRequest(payload, parsed.data, locale)
  } catch (error) {
    await logServerError(error, 'Audit request not stored')
    return { status: 'error', errors: {}, values, formError: t('form.serverError'), attempt }
  }
  return { status: 'success' }
}
