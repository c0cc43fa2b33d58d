import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { linkedAppointment } from '@/features/booking/components/linked-appointment'
import { ManageFrame } from '@/features/booking/components/ManageFrame'
import { formatWhen } from '@/features/booking/format'
import { managePath } from '@/features/booking/links'
import type { Locale } from '@/i18n/locales'

/** What did not work right after the booking (the booking stands): `failed=email,calendar`. */
export type ConfirmationSearch = { token: string; failed?: string }

const alertClass = 'rounded-lg border-2 border-[#b00020] p-3 font-semibold'

/**
 * Where the booking form leads once the appointment is stored (with or without JavaScript): the
 * appointment, what did not work, its invitation to add to a calendar, and the links of the
 * e-mail that move or cancel it. Its own link (`view`) changes nothing and dies with any change.
 */
export async function ConfirmationPage({
  locale,
  search,
}: {
  locale: Locale
  search: ConfirmationSearch
}) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  const linked = await linkedAppointment(locale, search.token, 'view')
  if (!linked.ok) return linked.page
  const { appointment, service, zone, frame } = linked
  const failed = new Set((search.failed ?? '').split(','))
  const when = t('success.when', {
    service: t(`services.${service}`),
    date: formatWhen(new Date(appointment.start), locale, zone),
  })
  const invitation = `/api/appointments/invitation.ics?token=${encodeURIComponent(search.token)}`
  const link = 'font-semibold underline underline-offset-4'
  return (
    <ManageFrame {...frame} lead={when}>
      <div role="status" className="space-y-4">
        <p>{t('success.text', { email: appointment.email ?? '' })}</p>
        {failed.has('email') ? (
          <p className={alertClass}>
            {t('errors.emailFailed')}. {t('errors.emailFailedHint')}
          </p>
        ) : null}
        {failed.has('calendar') ? <p className={alertClass}>{t('errors.calendarFailed')}</p> : null}
      </div>
      <div className="space-y-2">
        <a href={invitation} download="invitation.ics" className={buttonStyles.primary}>
          {t('success.addToCalendar')}
        </a>
        <p className="text-sm muted">{t('success.addToCalendarHint')}</p>
      </div>
      <section aria-labelledby="confirmation-change" className="space-y-3">
        <h2 id="confirmation-change" className="text-xl font-bold">
          {t('success.changeTitle')}
        </h2>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href={managePath(appointment, 'reschedule', locale)} className={link}>
              {t('success.reschedule')}
            </a>
          </li>
          <li>
            <a href={managePath(appointment, 'cancel', locale)} className={link}>
              {t('success.cancel')}
            </a>
          </li>
        </ul>
      </section>
    </ManageFrame>
  )
}
