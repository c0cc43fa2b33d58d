'use server'

import configPromise from '@payload-config'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { isTimeZone } from '@/features/booking/calendar-day'
import { formatWhen } from '@/features/booking/format'
import { cancelByToken, rescheduleByToken } from '@/features/booking/manage'
import { textArgument } from '@/platform/forms/posted-form'
import { inRequestScope, logServerError } from '@/platform/logging/action-log'
import {
  acceptedFormLimitMessage,
  countRefusedForm,
  formRateLimitMessage,
} from '@/platform/rate-limit/form-rate-limit'
import { isLocale } from '@/i18n/locales'

/**
 * A refusal says what the visitor can do next: send the same choice again (a limit that will
 * pass, a failure), choose another time of the same day (the chosen one is no longer free), or
 * book anew (the link is dead).
 */
export type ManageState =
  | { status: 'idle' }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string; next: 'retry' | 'pick' | 'book' }

/** The cancel button of the e-mailed link's page (a plain form post without JavaScript). */
export async function cancelAppointment(
  ...args: Parameters<typeof cancelAppointmentInScope>
): Promise<ManageState> {
  return inRequestScope(() => cancelAppointmentInScope(...args))
}

async function cancelAppointmentInScope(
  localeParam: unknown,
  tokenParam: unknown,
): Promise<ManageState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const t = await getTranslations({ locale, namespace: 'booking' })
  const limited = await formRateLimitMessage('booking', locale)
  if (limited) return { status: 'error', message: limited, next: 'retry' }
  try {
    const payload = await getPayload({ config: configPromise })
    const cancelled = await cancelByToken(payload, textArgument(tokenParam))
    // A wrong link spends the refused budget; a done cancellation, the bookings' own.
    if (cancelled) await acceptedFormLimitMessage('booking', locale)
    else await countRefusedForm('booking')
    return cancelled
      ? { status: 'done', message: t('manage.cancelled') }
      : { status: 'error', message: t('manage.invalid'), next: 'book' }
  } catch (error) {
    await logServerError(error, 'Cancellation failed')
    return { status: 'error', message: t('errors.failure'), next: 'retry' }
  }
}

/** The confirm button of the reschedule page: the new slot is checked again here. */
export async function rescheduleAppointment(
  ...args: Parameters<typeof rescheduleAppointmentInScope>
): Promise<ManageState> {
  return inRequestScope(() => rescheduleAppointmentInScope(...args))
}

async function rescheduleAppointmentInScope(
  localeParam: unknown,
  tokenParam: unknown,
  startParam: unknown,
  timeZoneParam: unknown,
): Promise<ManageState> {
  const locale = isLocale(localeParam) ? localeParam : 'fr'
  const t = await getTranslations({ locale, namespace: 'booking' })
  const limited = await formRateLimitMessage('booking', locale)
  if (limited) return { status: 'error', message: limited, next: 'retry' }
  try {
    const payload = await getPayload({ config: configPromise })
    const start = new Date(textArgument(startParam))
    const outcome = await rescheduleByToken(payload, textArgument(tokenParam), start)
    if (outcome.ok) await acceptedFormLimitMessage('booking', locale)
    else await countRefusedForm('booking')
    if (outcome.ok) {
      // The zone only words the answer: an unknown one must not turn a done move into an error.
      const zone = textArgument(timeZoneParam)
      const timeZone = isTimeZone(zone) ? zone : 'Europe/Paris'
      const date = formatWhen(new Date(outcome.appointment.start), locale, timeZone)
      return { status: 'done', message: t('manage.rescheduled', { date }) }
    }
    const messages = {
      'invalid-link': t('manage.invalid'),
      'invalid-date': t('errors.invalidDate'),
      unavailable: t('errors.slotUnavailable'),
      taken: t('errors.taken'),
    } as const
    const next = outcome.reason === 'invalid-link' ? 'book' : 'pick'
    return { status: 'error', message: messages[outcome.reason], next }
  } catch (error) {
    await logServerError(error, 'Reschedule failed')
    return { status: 'error', message: t('errors.failure'), next: 'retry' }
  }
}
