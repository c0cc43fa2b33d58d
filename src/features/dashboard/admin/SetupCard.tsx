import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { setupTaskHref, type SetupTask } from '@/features/dashboard/setup-checklist'

type Props = { tasks: SetupTask[]; sampleProjects: number; text: AdminText }

/**
 * The seed's sample values the public site still shows, each a link to the field that replaces
 * it; the card is gone once the list is empty.
 */
export function SetupCard({ tasks, sampleProjects, text: { t } }: Props) {
  if (tasks.length === 0) return null
  return (
    <section
      className="site-dashboard__card site-dashboard__card--wide site-admin-card"
      aria-labelledby="dashboard-setup"
      data-testid="setup-checklist"
    >
      <h2 id="dashboard-setup">{t('custom:dashboard:setupTitle')}</h2>
      <p>{t('custom:dashboard:setupLead')}</p>
      <ul>
        {tasks.map((task) => (
          <li key={task}>
            <a href={setupTaskHref[task]}>
              {t(`custom:dashboard:setup_${task}`, { count: sampleProjects })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
