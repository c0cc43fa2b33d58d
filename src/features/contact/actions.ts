'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { contactSchema, type ContactField } from '@/features/contact/schema'
import { storeContact } from '@/features/contact/submit-contact'
import { visitorGreeting } from '@/platform/email/visitor-name'
import { formValidation } from '@/platform/forms/field-errors'
import { postedInput, type RefusedFormState, runFormAction } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { inRequestScope } from '@/platform/logging/action-log'
import { withVisitorClock } from '@/platform/spam/visitor-clock'
import { readSiteName } from '@/features/site-settings/read-site-settings'
import { isLocale } from '@/i18n/locales'

export type ContactFormState =
  { status: 'idle' } | { status: 'success' } | RefusedFormState<ContactField>

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
  const input = postedInput(previous, posted, FIELDS)
  return runFormAction(formRuntime('forms', locale), {
    validate: async () =>
      formValidation(
        contactSchema({
          name: t('validation.name'),
          email: t('validation.email'),
          challenge: t('validation.challenge'),
          goals: t('validation.goals'),
          projectType: t('validation.projectType'),
          project: t('validation.project'),
          spam: t('validation.spam'),
          invalidText: forms('invalidText'),
        }).safeParse(await withVisitorClock(input.posted)),
      ),
    refuse: input.refuse,
    store: async (message) => {
      const payload = await getPayload({ config: configPromise })
      const siteName = await readSiteName(payload)
      await storeContact(payload, message, locale, {
        ownerSubject: t('email.ownerSubject', { name: message.name }),
        ackSubject: t('email.ackSubject'),
        ackText: `${visitorGreeting(locale, message.name)}\n\n${t('email.ackText', { site: siteName })}`,
      })
      return { status: 'success' }
    },
    failure: { log: 'Contact message not stored', message: t('form.serverError') },
  })
}
