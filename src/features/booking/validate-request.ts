import { getTranslations } from 'next-intl/server'
import type { z } from 'zod'

import type { BookingFormState, BookingValues } from '@/features/booking/form-state'
import { type OfferedService, offeredService } from '@/features/booking/offered-services'
import { detailsSchema, missingFields, slotSchema } from '@/features/booking/request-schema'
import { formValidation } from '@/platform/forms/field-errors'
import type { Validation } from '@/platform/forms/form-action'
import { postedText } from '@/platform/forms/posted-form'
import { spamCheck, spamFields } from '@/platform/spam/spam-fields'
import type { Locale } from '@/i18n/locales'

/** What the details step shows again over the visitor's input after a refusal. */
export type BookingRefusal = Partial<
  Pick<Extract<BookingFormState, { status: 'details' }>, 'errors' | 'formError'>
>

/**
 * The refusal of a slot: not a date the calendar offers, no longer free, or for a service the
 * owner does not offer (any more).
 */
export async function slotError(
  locale: Locale,
  verdict: 'invalid-date' | 'unavailable' | 'taken' | 'not-offered',
) {
  const t = await getTranslations({ locale, namespace: 'booking.errors' })
  if (verdict === 'invalid-date') return { title: t('invalidDateTitle'), text: t('invalidDate') }
  if (verdict === 'not-offered') return { text: t('serviceUnavailable') }
  return { text: t(verdict === 'taken' ? 'taken' : 'slotUnavailable'), slotLost: true }
}

export type BookingRequest = {
  slot: z.infer<typeof slotSchema>
  details: z.infer<ReturnType<typeof detailsSchema>>
}

const refused = (refusal: BookingRefusal) => ({ success: false, refusal }) as const

/**
 * The slot first ("Date non valide"), then whether its service is one of those `offered`, then
 * the required fields with one message for all, then the details and the spam guard. Whether the
 * slot is still free is the caller's to ask.
 */
export async function validateBookingRequest(
  locale: Locale,
  values: BookingValues,
  form: FormData,
  offered: readonly OfferedService[],
): Promise<Validation<BookingRequest, BookingRefusal>> {
  const t = await getTranslations({ locale, namespace: 'booking.errors' })
  const slot = slotSchema.safeParse({ service: values.service, start: values.start, tz: values.tz })
  if (!slot.success) return refused({ formError: await slotError(locale, 'invalid-date') })
  if (!offeredService(offered, slot.data.service)) {
    return refused({ formError: await slotError(locale, 'not-offered') })
  }
  const missing = missingFields(values)
  if (missing.length) {
    const errors = Object.fromEntries(missing.map((field) => [field, t('required')]))
    return refused({ errors, formError: { text: t('required') } })
  }
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const details = formValidation(
    detailsSchema({
      name: t('name'),
      email: t('email'),
      phone: t('phone'),
      invalidText: forms('invalidText'),
    })
      .extend(spamFields(forms('spam')))
      .superRefine(spamCheck(forms('spam')))
      .safeParse({
        ...values,
        website: postedText(form, 'website'),
        elapsedMs: postedText(form, 'elapsedMs'),
      }),
  )
  if (!details.success) {
    const { errors, formError: spam } = details.refusal
    const text = Object.keys(errors).length ? t('required') : (spam ?? t('failure'))
    return refused({ errors, formError: { text } })
  }
  return { success: true, data: { slot: slot.data, details: details.data } }
}
