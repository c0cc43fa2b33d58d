'use server'

import configPromise from '@payload-config'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { bookAppointment, checkSlot } from '@/features/booking/book'
import type { BookedState, BookingFormState, BookingValues } from '@/features/booking/form-state'
import { managePath } from '@/features/booking/links'
import { readBookingRules } from '@/features/booking/queries/booking-rules'
import {
  type BookingRefusal,
  slotError,
  validateBookingRequest,
} from '@/features/booking/validate-request'
import { runFormAction } from '@/platform/forms/form-action'
import { formRuntime } from '@/platform/forms/form-runtime'
import { nextAttempt, postedForm, postedText } from '@/platform/forms/posted-form'
import { inRequestScope } from '@/platform/logging/action-log'
import { countRefusedAfterAll } from '@/platform/rate-limit/form-rate-limit'
import { isLocale } from '@/i18n/locales'

const KEYS = ['service', 'start', 'tz', 'name', 'email', 'phone', 'notes', 'startedAt'] as const

/** What was posted, whole: a value cut to length would pass a length check it fails. */
function readValues(formData: FormData): BookingValues {
  return Object.fromEntries(KEYS.map((key) => [key, postedText(formData, key)])) as BookingValues
}

/** What the form shows again: bounded, whatever was posted. */
const shownAgain = (values: BookingValues) =>
  Object.fromEntries(KEYS.map((key) => [key, values[key].slice(0, 2000)])) as BookingValues

/**
 * The details, review and confirm steps of the booking page; also a plain form post without
 * JavaScript. Every check runs here, whatever the browser sent. A stored booking goes on to its
 * confirmation page (a redirect, so the form's page is not drawn again: its time, now taken by
 * this very booking, would read as lost; and reloading the answer books nothing twice).
 */
export async function submitBooking(
  ...args: Parameters<typeof submitBookingInScope>
): Promise<BookingFormState> {
  const state = await inRequestScope(() => submitBookingInScope(...args))
  if (state.status === 'booked') redirect(state.href)
  return state
}

async function submitBookingInScope(
  localeParam: unknown,
  previous: unknown,
  posted: unknown,
): Promise<BookingFormState | BookedState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const t = await getTranslations({ locale, namespace: 'booking.errors' })
  const formData = postedForm(posted)
  const values = readValues(formData)
  const intent = postedText(formData, 'intent') || 'review'
  const attempt = nextAttempt(previous, 'details')
  const back = (rest: BookingRefusal = {}) =>
    ({ status: 'details', values: shownAgain(values), attempt, errors: {}, ...rest }) as const
  if (intent === 'edit') return back()
  const runtime = formRuntime('booking', locale)
  return runFormAction(runtime, {
    validate: async () => {
      const { offered } = await readBookingRules(await getPayload({ config: configPromise }))
      return validateBookingRequest(locale, values, formData, offered)
    },
    refuse: (refusal) =>
      back(typeof refusal === 'string' ? { formError: { text: refusal } } : refusal),
    // Only the confirmation books: the review spends nothing of the bookings' own limit.
    spends: intent === 'confirm',
    store: async ({ slot: { service, start, tz }, details }) => {
      const payload = await getPayload({ config: configPromise })
      if (intent !== 'confirm') {
        const rules = await readBookingRules(payload)
        const verdict = await checkSlot(payload, rules, service, start, new Date())
        if (verdict === 'ok') return { status: 'review', values }
        // A slot no longer free refuses the post: it spends the budget of refused ones.
        await runtime.countRefused()
        return back({ formError: await slotError(locale, verdict) })
      }
      const { name, email, phone, notes } = details
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
      const failed = [
        ...(outcome.emailFailed ? ['email'] : []),
        ...(outcome.calendarFailed ? ['calendar'] : []),
      ].join(',')
      const page = managePath(outcome.appointment, 'view', locale)
      return { status: 'booked', href: failed ? `${page}&failed=${failed}` : page }
    },
    failure: { log: 'Booking failed', message: t('failure') },
  })
}
