import { Button } from '@payloadcms/ui'
import Link from 'next/link'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { isBookingService } from '@/features/booking/services'
import { recordHref } from '@/features/dashboard/admin/links'
import type { DashboardAppointment } from '@/features/dashboard/queries'
import { serviceLabelsEn } from '@/fields/option-labels-en'

const when = (iso: string, withDay: boolean, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    timeZone: 'Europe/Paris',
    ...(withDay ? { weekday: 'long', day: 'numeric', month: 'long' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  })

type Props = { today: DashboardAppointment[]; week: DashboardAppointment[]; text: AdminText }

/** Today's appointments, then the coming week's, each opening its record. */
export function AppointmentsCard({ today, week, text: { t, locale, language } }: Props) {
  // The service's name in the admin's language (an unknown one, from older data, as stored),
  // after a dot as on the calendar ("Consultation gratuite (30 min)" has brackets of its own).
  const labels = language === 'en' ? serviceLabelsEn : serviceLabelsFr
  const service = (value: string) => (isBookingService(value) ? labels[value] : value)
  const list = (items: DashboardAppointment[], withDay: boolean, empty: string) =>
    items.length ? (
      <ul>
        {items.map((a) => (
          <li key={a.id}>
            <Link href={recordHref('appointments', a.id)}>
              {when(a.start, withDay, locale)} – {a.name || t('custom:dashboard:noName')} ·{' '}
              {service(a.service)}
            </Link>
          </li>
        ))}
      </ul>
    ) : (
      <p>{empty}</p>
    )
  return (
    <section
      className="site-dashboard__card site-dashboard__card--wide site-admin-card"
      aria-labelledby="dashboard-appointments"
    >
      <h2 id="dashboard-appointments">{t('custom:dashboard:appointments')}</h2>
      <h3>{t('custom:dashboard:today', { count: today.length })}</h3>
      {list(today, false, t('custom:dashboard:noneToday'))}
      <h3>{t('custom:dashboard:nextWeek', { count: week.length })}</h3>
      {list(week, true, t('custom:dashboard:noneNextWeek'))}
      <Button
        el="link"
        url="/admin/calendar?view=week"
        buttonStyle="secondary"
        size="small"
        margin={false}
        className="site-dashboard__open"
      >
        {t('custom:dashboard:openWeek')}
      </Button>
    </section>
  )
}
