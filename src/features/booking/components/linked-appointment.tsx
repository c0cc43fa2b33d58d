import configPromise from '@payload-config'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { ManageFrame } from '@/features/booking/components/ManageFrame'
import { formatWhen } from '@/features/booking/format'
import { appointmentForToken, spentLinkFor } from '@/features/booking/token-appointment'
import type { LinkPurpose } from '@/features/booking/manage-token'
import { isBookingService } from '@/features/booking/services'
import { TIME_ZONE_COOKIE, visitorTimeZone } from '@/features/booking/time-zone-cookie'
import type { Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'

const titles = {
  cancel: 'manage.cancelTitle',
  reschedule: 'manage.rescheduleTitle',
  view: 'success.title',
} as const

/**
 * What an e-mailed link's page needs: the appointment it may act on (or the page that says the
 * link is no longer valid, without telling why), its time in the visitor's zone, the way back.
 */
export async function linkedAppointment(locale: Locale, token: string, action: LinkPurpose) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const payload = await getPayload({ config: configPromise })
  const appointment = token ? await appointmentForToken(payload, token, action) : null
  const bookHref = `/${locale}${routeSlug('/reservation', locale)}`
  const again = { href: bookHref, label: t('manage.bookAgain') }
  const frame = { eyebrow: t('eyebrow'), title: t(titles[action]) }
  if (!appointment || !isBookingService(appointment.service)) {
    const spent = token && action !== 'view' ? await spentLinkFor(payload, token, action) : null
    const zone = visitorTimeZone(
      (await cookies()).get(TIME_ZONE_COOKIE)?.value ??
        (spent?.outcome === 'moved' ? spent.timeZone : null) ??
        undefined,
    )
    const lead = !spent
      ? t('manage.invalid')
      : spent.outcome === 'cancelled'
        ? t('manage.cancelled')
        : t('manage.rescheduled', { date: formatWhen(new Date(spent.start), locale, zone) })
    return {
      ok: false as const,
      page: (
        <ManageFrame {...frame} lead={lead}>
          <a href={bookHref} className="font-semibold underline underline-offset-4">
            {again.label}
          </a>
        </ManageFrame>
      ),
    }
  }
  const zone = visitorTimeZone(
    (await cookies()).get(TIME_ZONE_COOKIE)?.value ?? appointment.timeZone ?? undefined,
  )
  const service = appointment.service
  const lead = t('manage.current', {
    service: t(`services.${service}`),
    date: formatWhen(new Date(appointment.start), locale, zone),
  })
  return { ok: true as const, payload, appointment, service, zone, again, frame, lead }
}
