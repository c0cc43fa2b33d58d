'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { choicesFrom, type EstimateChoices } from '@/features/estimator/choices'
import { type EstimateField, estimateRequestSchema } from '@/features/estimator/schema'
import { storeEstimate } from '@/features/estimator/store-estimate'
import { formValidation } from '@/platform/forms/field-errors'
import { postedInput, type RefusedFormState, runFormAction } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { postedTexts } from '@/platform/forms/posted-form'
import { inRequestScope } from '@/platform/logging/action-log'
import { spamFieldNames } from '@/platform/spam/spam-fields'
import { withVisitorClock } from '@/platform/spam/visitor-clock'
import { isLocale } from '@/i18n/locales'

export type EstimateFormState =
  | { status: 'idle' }
  | { status: 'sent'; choices: EstimateChoices }
  /** Without JavaScript the calculator cannot update live: "update" posts the choices back. */
  | { status: 'preview'; choices: EstimateChoices }
  | RefusedFormState<EstimateField>

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
  const input = postedInput(previous, posted, FIELDS, 300)
  // Cut before validation too: the choices and the address are short, whatever was posted.
  const raw = postedTexts(input.formData, [...FIELDS, ...spamFieldNames], 300)
  if (input.formData.get('intent') === 'preview')
    return { status: 'preview', choices: choicesFrom(raw) }
  return runFormAction(formRuntime('forms', locale), {
    validate: async () =>
      formValidation(
        estimateRequestSchema({
          choice: t('validation.choice'),
          email: t('validation.email'),
          consent: t('validation.consent'),
          spam: forms('spam'),
        }).safeParse(await withVisitorClock({ ...raw, consent: raw.consent || undefined })),
      ),
    refuse: input.refuse,
    store: async (estimate) => {
      const payload = await getPayload({ config: configPromise })
      await storeEstimate(payload, estimate, locale)
      const { projectType, budget, timeframe } = estimate
      return { status: 'sent', choices: { projectType, budget, timeframe } }
    },
    failure: { log: 'Estimate not stored', message: t('serverError') },
  })
}
