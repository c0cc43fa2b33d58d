'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { formValidation } from '@/platform/forms/field-errors'
import { postedInput, type RefusedFormState, runFormAction } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { DOWNLOAD_ENDPOINT_PATH } from '@/features/guides/guide-files'
import { guideKeys } from '@/features/guides/guide-keys'
import { requestGuide } from '@/features/guides/request-guide'
import { type GuideRequestField, guideRequestSchema } from '@/features/guides/schema'
import { inRequestScope } from '@/platform/logging/action-log'
import { withVisitorClock } from '@/platform/spam/visitor-clock'
import { isLocale } from '@/i18n/locales'

export type GuideFormState =
  | { status: 'idle' }
  | { status: 'success'; downloadPath: string; email: string; newsletter: boolean }
  | RefusedFormState<GuideRequestField>

const FIELDS = ['email', 'name', 'consent', 'newsletter']

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
  const input = postedInput(previous, posted, FIELDS, 300)
  return runFormAction(formRuntime('downloads', locale), {
    validate: async () =>
      formValidation(
        guideRequestSchema({
          email: t('validation.email'),
          consent: t('validation.consent'),
          spam: forms('spam'),
          invalidText: forms('invalidText'),
        }).safeParse(await withVisitorClock(input.posted)),
      ),
    refuse: input.refuse,
    store: async ({ email, name, newsletter }) => {
      const payload = await getPayload({ config: configPromise })
      const { token } = await requestGuide(payload, { guide, locale, email, name, newsletter })
      const downloadPath = `${DOWNLOAD_ENDPOINT_PATH}?token=${encodeURIComponent(token)}`
      return { status: 'success', downloadPath, email, newsletter }
    },
    failure: { log: 'Guide request not stored', message: t('form.serverError') },
  })
}
