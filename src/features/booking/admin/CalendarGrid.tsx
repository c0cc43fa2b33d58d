import type { CalendarRange } from '@/features/booking/admin/calendar-range'
import { appointmentStatusLabels, holdsSlot } from '@/features/booking/appointment-options'
import { dayIn, formatDay } from '@/features/booking/calendar-day'
import { formatTime } from '@/features/booking/format'
import type { BookingRules } from '@/features/booking/rules'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { isBookingService } from '@/features/booking/services'
import type { Appointment } from '@/payload-types'

type Props = { range: CalendarRange; appointments: Appointment[]; rules: BookingRules }

const title = (range: CalendarRange) =>
  range.mode === 'week'
    ? `Semaine du ${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${range.anchor}T12:00:00Z`))}`
    : new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${range.anchor}T12:00:00Z`),
      )

function label(appointment: Appointment) {
  if (appointment.kind === 'block') return appointment.internalNotes || 'Créneau bloqué'
  const service = isBookingService(appointment.service) ? serviceLabelsFr[appointment.service] : ''
  return `${appointment.name ?? appointment.email ?? ''} · ${service}`
}

/** Month or week: each day with its appointments (linked to their page) and closed days named. */
export function CalendarGrid({ range, appointments, rules }: Props) {
  const byDay = new Map<string, Appointment[]>()
  for (const appointment of appointments) {
    const day = formatDay(dayIn(new Date(appointment.start), rules.timeZone))
    byDay.set(day, [...(byDay.get(day) ?? []), appointment])
  }
  const link = (view: string, date: string) => `/admin/calendar?view=${view}&date=${date}`
  return (
    <section aria-labelledby="calendar-title">
      <div className="site-calendar__toolbar">
        <a href={link(range.mode, range.previous)}>← Précédent</a>
        <h2 id="calendar-title">{title(range)}</h2>
        <a href={link(range.mode, range.next)}>Suivant →</a>
        <a
          href={link('month', range.focus)}
          aria-current={range.mode === 'month' ? 'page' : undefined}
        >
          Mois
        </a>
        <a
          href={link('week', range.focus)}
          aria-current={range.mode === 'week' ? 'page' : undefined}
        >
          Semaine
        </a>
      </div>
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
                {new Intl.DateTimeFormat('fr-FR', {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                }).format(new Date(`${day}T12:00:00Z`))}
              </a>
              {closed ? <p className="site-calendar__closed">Fermé</p> : null}
              <ul>
                {(byDay.get(day) ?? []).map((appointment) => (
                  <li
                    key={appointment.id}
                    className={holdsSlot(appointment.status) ? '' : 'site-calendar__inactive'}
                  >
                    <a href={`/admin/collections/appointments/${appointment.id}`}>
                      {formatTime(new Date(appointment.start), 'fr', rules.timeZone)}{' '}
                      {label(appointment)}
                      {holdsSlot(appointment.status)
                        ? ''
                        : ` (${appointmentStatusLabels[appointment.status as keyof typeof appointmentStatusLabels] ?? appointment.status})`}
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
