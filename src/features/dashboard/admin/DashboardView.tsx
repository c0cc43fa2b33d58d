import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { adminText } from '@/features/admin-shell/admin-i18n'
import { AppointmentsCard } from '@/features/dashboard/admin/AppointmentsCard'
import { articleViewsLine } from '@/features/dashboard/admin/article-views-line'
import { CapturesCard } from '@/features/dashboard/admin/CapturesCard'
import { CountList } from '@/features/dashboard/admin/CountList'
import { FigureList } from '@/features/dashboard/admin/FigureList'
import { listHref, recordHref, type Where } from '@/features/dashboard/admin/links'
import { type Count, dashboardData } from '@/features/dashboard/queries'
import { recordVisit } from '@/features/dashboard/record-visit'
import { setupTasks } from '@/features/dashboard/setup-tasks'
import { SetupCard } from '@/features/dashboard/admin/SetupCard'
import { UnsentEmailNotice } from '@/features/email/admin/UnsentEmailNotice'
import { unsentEmailNotice } from '@/features/email/unsent-notice'
import { leadSourceLabelsEn, leadStatusLabelsEn } from '@/fields/option-labels-en'

import '@/features/admin-shell/components/admin-ui.scss'
import './dashboard-admin.scss'

const dateTime = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
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
  const [data, unsent, setup] = await Promise.all([
    dashboardData(req.payload, new Date(), since),
    unsentEmailNotice(req.payload),
    setupTasks(req.payload),
  ])
  const sinceWhere = { createdAt: { greater_than: data.since } }
  const text = adminText(req.i18n)
  const { t, locale } = text
  // One figure of the first two cards: its list, filtered (each key is unique on its card).
  const figure = (collection: string, label: string, value: number, where: Where) => ({
    key: label,
    label,
    count: value,
    href: listHref(collection, where),
  })
  // The queries label statuses and sources in French; English has its own twins.
  const english = (labels: Record<string, string>) => (count: Count) =>
    text.language === 'en' ? { ...count, label: labels[count.key] ?? count.label } : count
  return (
    // Payload already frames the dashboard view with its default template.
    <Gutter>
      <div className="site-dashboard">
        <h1>{t('custom:dashboard:title')}</h1>
        {unsent && <UnsentEmailNotice waiting={unsent.waiting} text={text} />}
        <p>
          {data.firstVisit
            ? t('custom:dashboard:welcome')
            : t('custom:dashboard:since', { date: dateTime(data.since, locale) })}
        </p>
        <div className="site-dashboard__grid">
          <SetupCard tasks={setup.tasks} sampleProjects={setup.sampleProjects} text={text} />
          <section className="site-dashboard__card site-admin-card" aria-labelledby="dashboard-new">
            <h2 id="dashboard-new">
              {t(data.firstVisit ? 'custom:dashboard:newsWeek' : 'custom:dashboard:news')}
            </h2>
            <CountList
              items={[
                figure('leads', t('custom:dashboard:newLeads'), data.newLeads, sinceWhere),
                figure('contacts', t('custom:dashboard:newContacts'), data.newContacts, sinceWhere),
              ]}
            />
          </section>
          <section
            className="site-dashboard__card site-admin-card"
            aria-labelledby="dashboard-todo"
          >
            <h2 id="dashboard-todo">{t('custom:dashboard:watch')}</h2>
            <CountList
              items={[
                figure('email-outbox', t('custom:dashboard:queuedEmails'), data.outbox.queued, {
                  status: { equals: 'queued' },
                }),
                figure('email-outbox', t('custom:dashboard:unsentEmails'), data.outbox.unsent, {
                  status: { equals: 'not_sent_no_smtp' },
                }),
                figure('email-outbox', t('custom:dashboard:failedEmails'), data.outbox.failed, {
                  status: { equals: 'failed' },
                }),
                figure('appointments', t('custom:dashboard:failedSyncs'), data.failedSyncs, {
                  calendarSync: { equals: 'failed' },
                }),
              ]}
            />
          </section>
          <AppointmentsCard today={data.today} week={data.week} text={text} />
          <FigureList
            id="dashboard-leads-by-status"
            title={t('custom:dashboard:leadsByStatus')}
            counts={data.leadsByStatus.map(english(leadStatusLabelsEn))}
            href={(status) => listHref('leads', { status: { equals: status } })}
          />
          <FigureList
            id="dashboard-leads-by-source"
            title={t('custom:dashboard:leadsBySource')}
            counts={data.leadsBySource.map(english(leadSourceLabelsEn))}
            href={(source) => listHref('leads', { source: { equals: source } })}
          />
          <CapturesCard weeks={data.capturesPerWeek} text={text} />
          <section
            className="site-dashboard__card site-dashboard__card--wide site-admin-card"
            aria-labelledby="dashboard-articles"
          >
            <h2 id="dashboard-articles">{t('custom:dashboard:topArticles')}</h2>
            <ol>
              {data.topArticles.map((a) => (
                <li key={a.id}>
                  <a href={recordHref('blog-articles', a.id)}>{articleViewsLine(text, a)}</a>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </Gutter>
  )
}
