import { env } from '@/config/env'
import { type LinkPurpose, signManageToken } from '@/features/booking/manage-token'
import { type Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'
import type { Appointment } from '@/payload-types'

const routes = {
  cancel: '/reservation/annulation',
  reschedule: '/reservation/modification',
  view: '/reservation/confirmation',
} as const

/** The signed token of one action, good until the appointment ends or changes. */
export function manageToken(appointment: Appointment, action: LinkPurpose): string {
  return signManageToken(
    {
      action,
      appointmentId: appointment.id,
      sequence: appointment.icsSequence ?? 0,
      expiresAt: new Date(appointment.end ?? appointment.start).getTime(),
    },
    env().PAYLOAD_SECRET,
  )
}

/** The site's path of a signed link (for the site's own pages), without the origin. */
export function managePath(appointment: Appointment, action: LinkPurpose, locale: Locale): string {
  const token = encodeURIComponent(manageToken(appointment, action))
  return `/${locale}${routeSlug(routes[action], locale)}?token=${token}`
}

/** The signed link of one action, whole (for e-mails). */
export function manageUrl(appointment: Appointment, action: LinkPurpose, locale: Locale): string {
  return `${env().SITE_URL.replace(/\/$/, '')}${managePath(appointment, action, locale)}`
}

export function bookingUrl(locale: Locale): string {
  return `${env().SITE_URL.replace(/\/$/, '')}/${locale}${routeSlug('/reservation', locale)}`
}
