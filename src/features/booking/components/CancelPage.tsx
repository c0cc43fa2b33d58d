import configPromise from '@payload-config'
import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { getPayload } from 'payload'

import { ManageButton } from '@/features/booking/components/ManageButton.client'
import { ManageFrame } from '@/features/booking/components/ManageFrame'
import { formatWhen } from '@/features/booking/format'
import { cancelAppointment } from '@/features/booking/manage-actions'
import { appointmentForToken } from '@/features/booking/manage'
import { isBookingService } from '@/features/booking/services'
import { TIME_ZONE_COOKIE, visitorTimeZone } from '@/features/booking/time-zone-cookie'
import type { Locale } from '@/i18n/locales'
import { routeSlug } from '@/i18n/route-table'

/** The page of the e-mailed cancel link: the appointment, then one button. */
export async function CancelPage({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const payload = await getPayload({ config: configPromise })
  const appointment = token ? await appointmentForToken(payload, token, 'cancel') : null
  const bookHref = `/${locale}${routeSlug('/reservation', locale)}`
  const again = { href: bookHref, label: t('manage.bookAgain') }
  if (!appointment || !isBookingService(appointment.service)) {
    return (
      <ManageFrame
        eyebrow={t('eyebrow')}
        title={t('manage.cancelTitle')}
        lead={t('manage.invalid')}
      >
        <a href={bookHref} className="font-semibold underline underline-offset-4">
          {again.label}
        </a>
      </ManageFrame>
    )
  }
  const zone = visitorTimeZone(
    (await cookies()).get(TIME_ZONE_COOKIE)?.value ?? appointment.timeZone ?? undefined,
  )
  const current = t('manage.current', {
    service: t(`services.${appointment.service}`),
    date: formatWhen(new Date(appointment.start), locale, zone),
  })
  return (
    <ManageFrame eyebrow={t('eyebrow')} title={t('manage.cancelTitle')} lead={current}>
      <ManageButton
        action={cancelAppointment.bind(null, locale, token)}
        label={t('manage.cancelConfirm')}
        pendingLabel={t('manage.submitting')}
        after={again}
      />
    </ManageFrame>
  )
}
