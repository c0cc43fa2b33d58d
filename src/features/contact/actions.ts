'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { contactSchema, type ContactField, fieldErrors } from '@/features/contact/schema'
import { storeContact } from '@/features/contact/submit-contact'
import { visitorGreeting } from '@/features/email/visitor-name'
import { nextAttempt, postedForm, postedText } from '@/features/forms/posted-form'
import { inRequestScope, logServerError } from '@/features/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/features/rate-limit/form-rate-limit'
import { readSiteName } from '@/features/site-settings/read-site-settings'
import { isLocale } from '@/i18n/locales'

export type ContactFormState =
  | { status: 'idle' }
  | { status: 'success' }
  | {
      status: 'error'
      errors: Partial<Record<ContactField, string>>
      values: Record<string, string>
      formError?: string
      attempt: number
    }

const FIELDS = [
  'name',
  'email',
  'company',
  'challenge',
  'goals',
  'projectType',
  'project',
  'budget',
]

/** The contact form's server action: works as a plain form post without JavaScript too. */
export async function submitContactForm(
  ...args: Parameters<typeof submitContactFormInScope>
): Promise<ContactFormState> {
  return inRequestScope(() => submitContactFormInScope(...args))
}

async function submitContactFormInScope(
  localeParam: unknown,
  previous: unknown,
  posted: unknown,
): Promise<ContactFormState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const t = await getTranslations({ locale, namespace: 'contact' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const formData = postedForm(posted)
  const raw = Object.fromEntries(
    [...FIELDS, 'website', 'startedAt', 'elapsedMs'].map((key) => [key, postedText(formData, key)]),
  )
  const values = Object.fromEntries([...FIELDS, 'startedAt'].map((key) => [key, raw[key] ?? '']))
  const attempt = nextAttempt(previous, 'error')
  // Checked before validation: a flood of invalid posts is cut too, on its own larger budget.
  const limited = await formRateLimitMessage('forms', locale)
  if (limited) return { status: 'error', errors: {}, values, formError: limited, attempt }
  const parsed = contactSchema({
    name: t('validation.name'),
    email: t('validation.email'),
    challenge: t('validation.challenge'),
    goals: t('validation.goals'),
    projectType: t('validation.projectType'),
    project: t('validation.project'),
    spam: t('validation.spam'),
    invalidText: forms('invalidText'),
  }).safeParse(raw)
  if (!parsed.success) {
    const { website, startedAt, elapsedMs, ...errors } = fieldErrors(parsed.error)
    // Field errors come first: a hurried human gets them, not the anti-robot message.
    const onlySpam = Object.keys(errors).length === 0
    const formError = onlySpam ? (website ?? startedAt ?? elapsedMs) : undefined
    await countRefusedForm('forms')
    return { status: 'error', errors, values, formError, attempt }
  }
  const over = await acceptedFormLimitMessage('forms', locale)
  if (over) return { status: 'error', errors: {}, values, formError: over, attempt }
  try {
    const payload = await getPayload({ config: configPromise })
    const siteName = await readSiteName(payload)
    await storeContact(payload, parsed.data, locale, {
      ownerSubject: t('email.ownerSubject', { name: parsed.data.name }),
      ackSubject: t('email.ackSubject'),
      ackText: `${visitorGreeting(locale, parsed.data.name)}\n\n${t('email.ackText', { site: siteName })}`,
    })
  } catch (error) {
    await logServerError(error, 'Contact message not stored')
    return { status: 'error', errors: {}, values, formError: t('form.serverError'), attempt }
  }
  return { status: 'success' }
}
