import { env } from '@/config/env'
import { type ManageAction, signManageToken } from '@/features/booking/manage-token'
import { type Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'
import type { Appointment } from '@/payload-types'

const routes = {
  cancel: '/reservation/annulation',
  reschedule: '/reservation/modification',
} as const

/** The signed link of one action, good until the appointment ends or changes. */
export function manageUrl(appointment: Appointment, action: ManageAction, locale: Locale): string {
  const token = signManageToken(
    {
      action,
      appointmentId: appointment.id,
      sequence: appointment.icsSequence ?? 0,
      expiresAt: new Date(appointment.end ?? appointment.start).getTime(),
    },
    env().PAYLOAD_SECRET,
  )
  const origin = env().SITE_URL.replace(/\/$/, '')
  return `${origin}/${locale}${routeSlug(routes[action], locale)}?token=${encodeURIComponent(token)}`
}

export function bookingUrl(locale: Locale): string {
  return `${env().SITE_URL.replace(/\/$/, '')}/${locale}${routeSlug('/reservation', locale)}`
}
