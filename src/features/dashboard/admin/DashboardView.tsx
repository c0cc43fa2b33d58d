import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { AppointmentsCard } from '@/features/dashboard/admin/AppointmentsCard'
import { CapturesCard } from '@/features/dashboard/admin/CapturesCard'
import { FigureList } from '@/features/dashboard/admin/FigureList'
import { listHref, recordHref } from '@/features/dashboard/admin/links'
import { dashboardData } from '@/features/dashboard/queries'
import { recordVisit } from '@/features/dashboard/record-visit'

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'long',
    timeStyle: 'short',
  })

/** `/admin` and `/admin/dashboard`: what the owner needs to see first in the morning. */
export async function DashboardView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  if (!user || !isActiveAdminUser(user)) return null
  const since = await recordVisit(req.payload, user.id, new Date())
  const data = await dashboardData(req.payload, new Date(), since)
  const sinceWhere = data.since ? { createdAt: { greater_than: data.since } } : undefined
  return (
    // Payload already frames the dashboard view with its default template.
    <Gutter>
      <div className="site-dashboard">
        <h1>Dashboard</h1>
        <p>
          {data.since
            ? `Depuis votre dernière visite (${dateTime(data.since)}) :`
            : 'Bienvenue : voici l’état du site.'}
        </p>
        <div className="site-dashboard__grid">
          <section className="site-dashboard__card" aria-labelledby="dashboard-new">
            <h2 id="dashboard-new">Nouveautés</h2>
            <ul className="site-dashboard__counts">
              <li>
                <a href={listHref('leads', sinceWhere)}>
                  <span>Nouveaux leads</span> <strong>{data.newLeads}</strong>
                </a>
              </li>
              <li>
                <a href={listHref('contacts', sinceWhere)}>
                  <span>Nouveaux messages de contact</span> <strong>{data.newContacts}</strong>
                </a>
              </li>
            </ul>
          </section>
          <section className="site-dashboard__card" aria-labelledby="dashboard-todo">
            <h2 id="dashboard-todo">À surveiller</h2>
            <ul className="site-dashboard__counts">
              <li>
                <a href={listHref('email-outbox', { status: { equals: 'queued' } })}>
                  <span>E-mails en attente d’envoi</span> <strong>{data.outbox.queued}</strong>
                </a>
              </li>
              <li>
                <a href={listHref('email-outbox', { status: { equals: 'failed' } })}>
                  <span>E-mails en échec</span> <strong>{data.outbox.failed}</strong>
                </a>
              </li>
              <li>
                <a href={listHref('appointments', { calendarSync: { equals: 'failed' } })}>
                  <span>Synchronisations d’agenda en échec</span>{' '}
                  <strong>{data.failedSyncs}</strong>
                </a>
              </li>
            </ul>
          </section>
          <AppointmentsCard today={data.today} week={data.week} />
          <FigureList
            title="Leads par statut"
            counts={data.leadsByStatus}
            href={(status) => listHref('leads', { status: { equals: status } })}
          />
          <FigureList
            title="Leads par source"
            counts={data.leadsBySource}
            href={(source) => listHref('leads', { source: { equals: source } })}
          />
          <CapturesCard weeks={data.capturesPerWeek} />
          <section className="site-dashboard__card" aria-labelledby="dashboard-articles">
            <h2 id="dashboard-articles">Articles les plus lus</h2>
            <ol>
              {data.topArticles.map((a) => (
                <li key={a.id}>
                  <a href={recordHref('blog-articles', a.id)}>
                    {a.title} ({a.language.toUpperCase()}) : {a.views} vues
                  </a>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </Gutter>
  )
}
