import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { CapturesChart } from '@/features/dashboard/admin/CapturesChart.client'
import { createdBetween, listHref } from '@/features/dashboard/admin/links'
import type { DashboardData } from '@/features/dashboard/queries'

/** Captures (every lead event) per week over twelve weeks: a chart and the same numbers. */
type Props = { weeks: DashboardData['capturesPerWeek']; text: AdminText }

export function CapturesCard({ weeks, text: { t } }: Props) {
  return (
    <section
      className="site-dashboard__card site-dashboard__card--wide site-admin-card"
      aria-labelledby="dashboard-captures"
    >
      <h2 id="dashboard-captures">{t('custom:dashboard:captures')}</h2>
      <CapturesChart weeks={weeks} />
      <table className="site-admin-table site-dashboard__table">
        <caption>{t('custom:dashboard:capturesCaption')}</caption>
        <thead>
          <tr>
            {weeks.map((w) => (
              <th key={w.start} scope="col">
                {w.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {weeks.map((w) => (
              <td key={w.start}>
                <a href={listHref('lead-events', createdBetween(w.start, w.end))}>{w.count}</a>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  )
}
