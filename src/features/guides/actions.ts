'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { fieldErrors } from '@/features/contact/schema'
import { nextAttempt, postedForm, postedText } from '@/features/forms/posted-form'
import { DOWNLOAD_ENDPOINT_PATH } from '@/features/guides/guide-files'
import { guideKeys } from '@/features/guides/guide-keys'
import { requestGuide } from '@/features/guides/request-guide'
import { type GuideRequestField, guideRequestSchema } from '@/features/guides/schema'
import { inRequestScope, logServerError } from '@/features/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/features/rate-limit/form-rate-limit'
import { isLocale } from '@/i18n/locales'

export type GuideFormState =
  | { status: 'idle' }
  | { status: 'success'; downloadPath: string; email: string; newsletter: boolean }
  | {
      status: 'error'
      errors: Partial<Record<GuideRequestField, string>>
      values: Record<string, string>
      formError?: string
      attempt: number
    }

const FIELDS = ['email', 'name', 'consent', 'newsletter', 'website', 'startedAt', 'elapsedMs']
const KEPT = ['email', 'name', 'consent', 'newsletter', 'startedAt']

/** The guide request form's server action; also a plain form post without JavaScript. */
export async function submitGuideRequest(
  ...args: Parameters<typeof submitGuideRequestInScope>
): Promise<GuideFormState> {
  return inRequestScope(() => submitGuideRequestInScope(...args))
}

async function submitGuideRequestInScope(
  guideParam: unknown,
  localeParam: unknown,
  previous: unknown,
  posted: unknown,
): Promise<GuideFormState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const guide = guideKeys.find((key) => key === guideParam) ?? 'ia'
  const t = await getTranslations({ locale, namespace: 'guides' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const formData = postedForm(posted)
  const raw = Object.fromEntries(FIELDS.map((key) => [key, postedText(formData, key)]))
  const values = Object.fromEntries(KEPT.map((key) => [key, (raw[key] ?? '').slice(0, 300)]))
  const attempt = nextAttempt(previous, 'error')
  const limited = await formRateLimitMessage('downloads', locale)
  if (limited) return { status: 'error', errors: {}, values, formError: limited, attempt }
  const parsed = guideRequestSchema({
    email: t('validation.email'),
    consent: t('validation.consent'),
    spam: forms('spam'),
    invalidText: forms('invalidText'),
  }).safeParse(raw)
  if (!parsed.success) {
    const { website, startedAt, elapsedMs, ...errors } = fieldErrors<GuideRequestField>(
      parsed.error,
    )
    const onlySpam = Object.keys(errors).length === 0
    const formError = onlySpam ? (website ?? startedAt ?? elapsedMs) : undefined
    await countRefusedForm('downloads')
    return { status: 'error', errors, values, formError, attempt }
  }
  const over = await acceptedFormLimitMessage('downloads', locale)
  if (over) return { status: 'error', errors: {}, values, formError: over, attempt }
  const { email, name, newsletter } = parsed.data
  try {
    const payload = await getPayload({ config: configPromise })
    const { token } = await requestGuide(payload, { guide, locale, email, name, newsletter })
    const downloadPath = `${DOWNLOAD_ENDPOINT_PATH}?token=${encodeURIComponent(token)}`
    return { status: 'success', downloadPath, email, newsletter }
  } catch (error) {
    await logServerError(error, 'Guide request not stored')
    return { status: 'error', errors: {}, values, formError: t('form.serverError'), attempt }
  }
}
