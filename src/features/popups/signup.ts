import type { Payload } from 'payload'

import { fieldErrors } from '@/platform/forms/field-errors'
import { recordLeadActivity } from '@/features/leads/record-lead-activity'
import { signUpForNewsletter } from '@/features/newsletter/subscriptions'
import { incrementPopupCounter } from '@/features/popups/counters'
import { popupSignUpSchema } from '@/features/popups/schema'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

export type PopupSignUpResult =
  | { status: 200; message: string }
  | { status: 400; message: string; errors: Partial<Record<'email' | 'consent' | 'form', string>> }
  | { status: 404; message: string }
  /** `admit` refused the valid sign-up: nothing was stored. */
  | { status: 429; message: string }

type SignUpField = 'email' | 'consent' | 'form'

/** The spam fields are hidden: their refusal is shown for the whole form. */
const shownField = (field: string): SignUpField =>
  field === 'email' || field === 'consent' ? field : 'form'

/**
 * A popup sign-up: validates, records the lead's "popup" activity, then the newsletter's double
 * opt-in (pending subscriber, confirmation e-mail) and the popup's sign-up counter; answers with
 * the popup's own success message in the visitor's language. `admit` runs once the input is
 * valid, before anything is stored (the caller's per-address limit): false stops there.
 */
export async function signUpFromPopup(
  payload: Payload,
  popupId: number,
  locale: Locale,
  input: unknown,
  admit: () => Promise<boolean> = async () => true,
): Promise<PopupSignUpResult> {
  const t = serverTranslator(locale, 'popups')
  const forms = serverTranslator(locale, 'forms')
  const popup = await payload.findByID({
    collection: 'popups',
    id: popupId,
    locale,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!popup || !popup.active) return { status: 404, message: t('notFound') }
  const parsed = popupSignUpSchema({
    email: t('invalidEmail'),
    consent: t('consentRequired'),
    spam: forms('spam'),
  }).safeParse(input)
  if (!parsed.success) {
    const errors: Partial<Record<SignUpField, string>> = {}
    for (const [field, message] of Object.entries(fieldErrors<string>(parsed.error))) {
      errors[shownField(field)] ??= message
    }
    const message = errors.email ?? errors.consent ?? errors.form ?? t('invalidEmail')
    return { status: 400, message, errors }
  }
  if (!(await admit())) return { status: 429, message: '' }
  const { email } = parsed.data
  await recordLeadActivity(payload, {
    email,
    locale,
    source: 'popup',
    summary: `Inscription depuis le popup « ${popup.name} »`,
    related: { collection: 'popups', id: popup.id },
  })
  await signUpForNewsletter(payload, { email, locale, source: 'popup' })
  await incrementPopupCounter(payload, popup.id, 'signups', locale)
  return { status: 200, message: popup.successMessage }
}
