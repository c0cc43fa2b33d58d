import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { revokeSessionAction } from '@/features/security/actions'
import { ActionButton } from '@/features/security/admin/ActionButton'
import { parisDateTime, shortAgent } from '@/features/security/admin/format'
import type { AdminSecurityRow } from '@/features/security/queries'

type Props = {
  row: AdminSecurityRow
  currentSessionId?: string
  text: AdminText
}

/** An account's open sessions: when, from where, and a button to end each but this one. */
export function SessionsTable({ row: { admin, sessions }, currentSessionId, text }: Props) {
  const { t, locale } = text
  if (!sessions.length) {
    return <p className="site-security__muted">{t('custom:security:noSessions')}</p>
  }
  return (
    <table className="site-admin-table">
      <caption>{t('custom:security:sessionsOf', { name: admin.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('custom:security:openedOn')}</th>
          <th scope="col">{t('custom:security:expiresOn')}</th>
          <th scope="col">{t('custom:security:ip')}</th>
          <th scope="col">{t('custom:security:browser')}</th>
          <th scope="col">{t('custom:security:action')}</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={session.id}>
            <td>{parisDateTime(session.createdAt, locale)}</td>
            <td>{parisDateTime(session.expiresAt, locale)}</td>
            <td>{session.origin?.ip ?? '—'}</td>
            <td title={session.origin?.user_agent ?? undefined}>
              {shortAgent(session.origin?.user_agent)}
            </td>
            <td>
              {session.id === currentSessionId ? (
                t('custom:security:thisSession')
              ) : (
                <ActionButton
                  action={revokeSessionAction}
                  admin={admin.id}
                  label={t('custom:security:revoke')}
                  extra={{ session: session.id }}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
