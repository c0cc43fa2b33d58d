'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'
import { z } from 'zod'

import { runFormAction } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { postedForm, postedText } from '@/platform/forms/posted-form'
import { inRequestScope } from '@/platform/logging/action-log'
import { type SubscriberSource, subscriberSources } from '@/features/newsletter/options'
import { signUpForNewsletter } from '@/features/newsletter/subscriptions'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'
import { withVisitorClock } from '@/platform/spam/visitor-clock'
import { isLocale } from '@/i18n/locales'

export type NewsletterFormState =
  | { status: 'idle' }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string; email: string; startedAt: string }

const signUpSchema = (messages: { email: string; spam: string }) =>
  z
    .object({
      email: z.string(messages.email).trim().max(254, messages.email).pipe(z.email(messages.email)),
      ...spamFields(messages.spam),
    })
    .superRefine(spamCheck(messages.spam))

/** Newsletter sign-up (footer, blog): double opt-in, so the answer is "check your inbox". */
export async function signUpAction(
  ...args: Parameters<typeof signUpActionInScope>
): Promise<NewsletterFormState> {
  return inRequestScope(() => signUpActionInScope(...args))
}

async function signUpActionInScope(
  localeParam: unknown,
  sourceParam: unknown,
  _previous: unknown,
  posted: unknown,
): Promise<NewsletterFormState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const source: SubscriberSource = subscriberSources.find((s) => s === sourceParam) ?? 'footer'
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const formData = postedForm(posted)
  const email = postedText(formData, 'email').slice(0, 300)
  const startedAt = postedText(formData, 'startedAt').slice(0, 20)
  return runFormAction(formRuntime('newsletter', locale), {
    validate: async () => {
      const posted = await withVisitorClock({
        email,
        website: postedText(formData, 'website'),
        elapsedMs: postedText(formData, 'elapsedMs'),
      })
      const parsed = signUpSchema({ email: t('invalidEmail'), spam: forms('spam') }).safeParse(
        posted,
      )
      // The form shows one message: the first refused check's, the spam guard's included.
      return parsed.success
        ? parsed
        : { success: false, refusal: parsed.error.issues[0]?.message ?? t('invalidEmail') }
    },
    refuse: (message) => ({ status: 'error', message, email, startedAt }),
    store: async (input) => {
      const payload = await getPayload({ config: configPromise })
      const outcome = await signUpForNewsletter(payload, { email: input.email, locale, source })
      const message = outcome === 'already_confirmed' ? 'alreadyConfirmed' : 'sent'
      return { status: 'done', message: t(message, { email: input.email }) }
    },
    failure: { log: 'Newsletter sign-up not stored', message: t('serverError') },
  })
}
