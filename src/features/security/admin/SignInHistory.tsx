import { Button } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { parisDateTime, shortAgent } from '@/features/security/admin/format'
import type { AdminSignIn } from '@/payload-types'

const filters = [
  { value: 'all', label: 'custom:security:all' },
  { value: 'failed', label: 'custom:security:refused' },
  { value: 'success', label: 'custom:security:succeeded' },
] as const

const failureText = {
  credentials: 'custom:security:credentials',
  unknown: 'custom:security:unknownAccount',
  inactive: 'custom:security:inactiveAccount',
  locked: 'custom:security:locked',
  'second-factor': 'custom:security:secondFactor',
} as const satisfies Record<NonNullable<AdminSignIn['failure']>, string>

type Props = { signIns: AdminSignIn[]; filter: (typeof filters)[number]['value']; text: AdminText }

/** The latest sign-in attempts, filterable; the full history is the collection's list. */
export function SignInHistory({ signIns, filter, text: { t, locale } }: Props) {
  return (
    <section aria-labelledby="security-sign-ins" className="site-security__section">
      <h2 id="security-sign-ins">{t('custom:security:signIns')}</h2>
      <nav aria-label={t('custom:security:filterSignIns')} className="site-admin-actions">
        <div className="site-admin-segmented">
          {filters.map(({ value, label }) => (
            <Button
              key={value}
              el="anchor"
              url={`/admin/security?signins=${value}#security-sign-ins`}
              buttonStyle="tab"
              size="small"
              margin={false}
              extraButtonProps={{ 'aria-current': filter === value ? 'true' : undefined }}
            >
              {t(label)}
            </Button>
          ))}
        </div>
        <Button
          el="link"
          url="/admin/collections/admin-sign-ins"
          buttonStyle="subtle"
          size="small"
          margin={false}
        >
          {t('custom:security:wholeHistory')}
        </Button>
      </nav>
      {signIns.length ? (
        <table className="site-admin-table">
          <caption>{t('custom:security:latestAttempts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('custom:security:date')}</th>
              <th scope="col">{t('custom:security:addressEntered')}</th>
              <th scope="col">{t('custom:security:result')}</th>
              <th scope="col">{t('custom:security:ip')}</th>
              <th scope="col">{t('custom:security:browser')}</th>
            </tr>
          </thead>
          <tbody>
            {signIns.map((row) => (
              <tr key={row.id}>
                <td>{parisDateTime(row.createdAt, locale)}</td>
                <td>{row.email}</td>
                <td>
                  {row.success
                    ? t('custom:security:success')
                    : t('custom:security:refusedBecause', {
                        reason: t(failureText[row.failure ?? 'credentials']),
                      })}
                </td>
                <td>{row.ip ?? '—'}</td>
                <td title={row.user_agent ?? undefined}>{shortAgent(row.user_agent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="site-security__muted">{t('custom:security:noSignIns')}</p>
      )}
    </section>
  )
}
