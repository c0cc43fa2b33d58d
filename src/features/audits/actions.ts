'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { type AuditField, auditSchema } from '@/features/audits/schema'
import { storeAuditRequest } from '@/features/audits/submit-audit'
import { formValidation } from '@/platform/forms/field-errors'
import { postedInput, type RefusedFormState, runFormAction } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { inRequestScope } from '@/platform/logging/action-log'
import { withVisitorClock } from '@/platform/spam/visitor-clock'
import { isLocale } from '@/i18n/locales'

export type AuditFormState =
  { status: 'idle' } | { status: 'success' } | RefusedFormState<AuditField>

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
  const input = postedInput(previous, posted, FIELDS, 3000)
  return runFormAction(formRuntime('forms', locale), {
    validate: async () =>
      formValidation(
        auditSchema({
          siteUrl: t('validation.siteUrl'),
          company: t('validation.company'),
          email: t('validation.email'),
          concerns: t('validation.concerns'),
          spam: forms('spam'),
          invalidText: forms('invalidText'),
        }).safeParse(await withVisitorClock(input.posted)),
      ),
    refuse: input.refuse,
    store: async (request) => {
      const payload = await getPayload({ config: configPromise })
      await storeAuditRequest(payload, request, locale)
      return { status: 'success' }
    },
    failure: { log: 'Audit request not stored', message: t('form.serverError') },
  })
}
