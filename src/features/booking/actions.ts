'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { bookAppointment, checkSlot } from '@/features/booking/book'
import type { BookingFormState, BookingValues } from '@/features/booking/form-state'
import { formatWhen } from '@/features/booking/format'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import {
  detailsSchema,
  type DetailField,
  missingFields,
  slotSchema,
} from '@/features/booking/request-schema'
import { fieldErrors } from '@/features/contact/schema'
import { nextAttempt, postedForm, postedText } from '@/features/forms/posted-form'
import { inRequestScope, logServerError } from '@/features/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedAfterAll,
  countRefusedForm,
  formRateLimitMessage,
} from '@/features/rate-limit/form-rate-limit'
import { spamCheck, spamFields } from '@/features/spam/spam-fields'
import { isLocale, type Locale } from '@/i18n/locales'

const KEYS = ['service', 'start', 'tz', 'name', 'email', 'phone', 'notes', 'startedAt'] as const

/** What was posted, whole: a value cut to length would pass a length check it fails. */
function readValues(formData: FormData): BookingValues {
  return Object.fromEntries(KEYS.map((key) => [key, postedText(formData, key)])) as BookingValues
}

/** What the form shows again: bounded, whatever was posted. */
const shownAgain = (values: BookingValues) =>
  Object.fromEntries(KEYS.map((key) => [key, values[key].slice(0, 2000)])) as BookingValues

async function slotError(locale: Locale, verdict: 'invalid-date' | 'unavailable' | 'taken') {
  const t = await getTranslations({ locale, namespace: 'booking.errors' })
  if (verdict === 'invalid-date') return { title: t('invalidDateTitle'), text: t('invalidDate') }
  return { text: t(verdict === 'taken' ? 'taken' : 'slotUnavailable'), slotLost: true }
}

/**
 * The details, review and confirm steps of the booking page; also a plain form post without
 * JavaScript. Every check runs here, whatever the browser sent.
 */
export async function submitBooking(
  ...args: Parameters<typeof submitBookingInScope>
): Promise<BookingFormState> {
  return inRequestScope(() => submitBookingInScope(...args))
}

async function submitBookingInScope(
  localeParam: unknown,
  previous: unknown,
  posted: unknown,
): Promise<BookingFormState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const t = await getTranslations({ locale, namespace: 'booking.errors' })
  const formData = postedForm(posted)
  const values = readValues(formData)
  const intent = postedText(formData, 'intent') || 'review'
  const attempt = nextAttempt(previous, 'details')
  const back = (rest: Partial<Extract<BookingFormState, { status: 'details' }>> = {}) =>
    ({ status: 'details', values: shownAgain(values), attempt, errors: {}, ...rest }) as const
  if (intent === 'edit') return back()
  const limited = await formRateLimitMessage('booking', locale)
  if (limited) return back({ formError: { text: limited } })
  // Refused input spends the larger budget of refused submissions, never the bookings' own.
  const refuse = async (rest: Parameters<typeof back>[0]) => {
    await countRefusedForm('booking')
    return back(rest)
  }

  const slot = slotSchema.safeParse({ service: values.service, start: values.start, tz: values.tz })
  if (!slot.success) return refuse({ formError: await slotError(locale, 'invalid-date') })
  const missing = missingFields(values)
  if (missing.length) {
    const errors = Object.fromEntries(missing.map((field) => [field, t('required')]))
    return refuse({ errors, formError: { text: t('required') } })
  }
  const forms = await getTranslations({ locale, namespace: 'forms' })
  const parsed = detailsSchema({
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    invalidText: forms('invalidText'),
  })
    .extend(spamFields(forms('spam')))
    .superRefine(spamCheck(forms('spam')))
    .safeParse({
      ...values,
      website: postedText(formData, 'website'),
      elapsedMs: postedText(formData, 'elapsedMs'),
    })
  if (!parsed.success) {
    const { website, startedAt, elapsedMs, ...errors } = fieldErrors<
      DetailField | 'website' | 'startedAt' | 'elapsedMs'
    >(parsed.error)
    const spam = website ?? startedAt ?? elapsedMs
    return refuse({
      errors,
      formError: { text: Object.keys(errors).length ? t('required') : (spam ?? t('failure')) },
    })
  }

  try {
    const payload = await getPayload({ config: configPromise })
    const { service, start, tz } = slot.data
    if (intent !== 'confirm') {
      const verdict = await checkSlot(
        payload,
        await readBookingRules(payload),
        service,
        start,
        new Date(),
      )
      return verdict === 'ok'
        ? { status: 'review', values }
        : refuse({ formError: await slotError(locale, verdict) })
    }
    const over = await acceptedFormLimitMessage('booking', locale)
    if (over) return back({ formError: { text: over } })
    const { name, email, phone, notes } = parsed.data
    const outcome = await bookAppointment(payload, {
      service,
      start,
      timeZone: tz,
      locale,
      name,
      email,
      phone,
      notes,
    })
    if (!outcome.ok) {
      await countRefusedAfterAll('booking')
      return back({ formError: await slotError(locale, outcome.reason) })
    }
    const services = await getTranslations({ locale, namespace: 'booking.services' })
    return {
      status: 'success',
      email,
      service: services(service),
      when: formatWhen(start, locale, tz),
      emailFailed: outcome.emailFailed,
      calendarFailed: outcome.calendarFailed,
    }
  } catch (error) {
    await logServerError(error, 'Booking failed')
    return back({ formError: { text: t('failure') } })
  }
}
