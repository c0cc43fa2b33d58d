import { Pill } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import type { CalendarRange } from '@/features/booking/admin/calendar-range'
import { CalendarToolbar, noon } from '@/features/booking/admin/CalendarToolbar'
import { appointmentStatusLabels, holdsSlot } from '@/features/booking/appointment-options'
import { dayIn, formatDay } from '@/features/booking/calendar-day'
import { formatTime } from '@/features/booking/format'
import type { BookingRules } from '@/features/booking/rules'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { isBookingService } from '@/features/booking/services'
import { appointmentStatusLabelsEn, serviceLabelsEn } from '@/fields/option-labels-en'
import type { Appointment } from '@/payload-types'

type Props = {
  range: CalendarRange
  appointments: Appointment[]
  rules: BookingRules
  text: AdminText
}

function label(appointment: Appointment, { t, language }: AdminText) {
  if (appointment.kind === 'block') {
    return appointment.internalNotes || t('custom:calendar:blocked')
  }
  const services = language === 'en' ? serviceLabelsEn : serviceLabelsFr
  const service = isBookingService(appointment.service) ? services[appointment.service] : ''
  return `${appointment.name ?? appointment.email ?? ''} · ${service}`
}

function statusLabel(status: string, language: AdminText['language']) {
  const labels = language === 'en' ? appointmentStatusLabelsEn : appointmentStatusLabels
  return labels[status as keyof typeof labels] ?? status
}

/** Month or week: each day with its appointments (linked to their page) and closed days named. */
export function CalendarGrid({ range, appointments, rules, text }: Props) {
  const { t, locale, language } = text
  const byDay = new Map<string, Appointment[]>()
  for (const appointment of appointments) {
    const day = formatDay(dayIn(new Date(appointment.start), rules.timeZone))
    byDay.set(day, [...(byDay.get(day) ?? []), appointment])
  }
  return (
    <section aria-labelledby="calendar-title">
      <CalendarToolbar range={range} text={text} />
      <ol className={`site-calendar__grid site-calendar__grid--${range.mode}`}>
        {range.days.map((day) => {
          const closed = rules.closedDates.includes(day)
          const outside = range.mode === 'month' && day.slice(0, 7) !== range.anchor.slice(0, 7)
          return (
            <li
              key={day}
              className={`site-calendar__day${outside ? ' site-calendar__day--outside' : ''}`}
            >
              <a
                className="site-calendar__date"
                href={`/admin/calendar?view=${range.mode}&date=${day}#ajouter`}
              >
                {new Intl.DateTimeFormat(locale, {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                }).format(noon(day))}
              </a>
              {closed ? (
                <Pill size="small" pillStyle="error" className="site-calendar__closed">
                  {t('custom:calendar:closed')}
                </Pill>
              ) : null}
              <ul>
                {(byDay.get(day) ?? []).map((appointment) => (
                  <li
                    key={appointment.id}
                    className={holdsSlot(appointment.status) ? '' : 'site-calendar__inactive'}
                  >
                    <a href={`/admin/collections/appointments/${appointment.id}`}>
                      {formatTime(new Date(appointment.start), language, rules.timeZone)}{' '}
                      {label(appointment, text)}
                      {holdsSlot(appointment.status)
                        ? ''
                        : ` (${statusLabel(appointment.status, language)})`}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
