import Link from 'next/link'

import { recordHref } from '@/features/dashboard/admin/links'
import type { DashboardAppointment } from '@/features/dashboard/queries'

const when = (iso: string, withDay: boolean) =>
  new Date(iso).toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
    ...(withDay ? { weekday: 'long', day: 'numeric', month: 'long' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  })

type Props = { today: DashboardAppointment[]; week: DashboardAppointment[] }

/** Today's appointments, then the coming week's, each opening its record. */
export function AppointmentsCard({ today, week }: Props) {
  const list = (items: DashboardAppointment[], withDay: boolean, empty: string) =>
    items.length ? (
      <ul>
        {items.map((a) => (
          <li key={a.id}>
            <Link href={recordHref('appointments', a.id)}>
              {when(a.start, withDay)} – {a.name || 'Sans nom'} ({a.service})
            </Link>
          </li>
        ))}
      </ul>
    ) : (
      <p>{empty}</p>
    )
  return (
    <section
      className="site-dashboard__card site-dashboard__card--wide"
      aria-labelledby="dashboard-appointments"
    >
      <h2 id="dashboard-appointments">Rendez-vous</h2>
      <h3>Aujourd’hui ({today.length})</h3>
      {list(today, false, 'Aucun rendez-vous aujourd’hui.')}
      <h3>Les 7 prochains jours ({week.length})</h3>
      {list(week, true, 'Aucun rendez-vous dans les 7 prochains jours.')}
      <p>
        <Link href="/admin/calendar?view=week">Ouvrir le calendrier de la semaine</Link>
      </p>
    </section>
  )
}
