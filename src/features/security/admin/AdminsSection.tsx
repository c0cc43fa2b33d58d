import Link from 'next/link'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import {
  revokeSessionAction,
  sendPasswordResetAction,
  setAdminActiveAction,
  unlockAdminAction,
} from '@/features/security/actions'
import { parisDateTime, shortAgent } from '@/features/security/admin/format'
import type { AdminSecurityRow } from '@/features/security/queries'
import { removeAdminTwoFactorAction } from '@/features/security/two-factor/actions'

type Props = {
  rows: AdminSecurityRow[]
  currentAdminId: number
  currentSessionId?: string
  text: AdminText
}

function ActionButton(props: {
  action: (formData: FormData) => Promise<void>
  admin: number
  label: string
  extra?: Record<string, string>
  danger?: boolean
}) {
  return (
    <form action={props.action} className="site-security__inline">
      <input type="hidden" name="admin" value={props.admin} />
      {Object.entries(props.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={`btn btn--size-small ${props.danger ? 'btn--style-primary' : 'btn--style-secondary'}`}
      >
        {props.label}
      </button>
    </form>
  )
}

/** Admin accounts: state, lockouts, active sessions, and what the owner can do about each. */
export function AdminsSection({ rows, currentAdminId, currentSessionId, text }: Props) {
  const { t, locale } = text
  return (
    <section aria-labelledby="security-admins" className="site-security__section">
      <h2 id="security-admins">{t('custom:security:admins')}</h2>
      <p>
        <Link href={'/admin/collections/admin-users/create'}>
          {t('custom:security:createAdmin')}
        </Link>
      </p>
      {rows.map(({ admin, sessions, lockedUntil }) => (
        <article key={admin.id} className="site-security__admin" aria-label={admin.name}>
          <h3>
            {admin.name} <span className="site-security__muted">{admin.email}</span>
          </h3>
          <p>
            {admin.is_active ? t('custom:security:active') : t('custom:security:inactive')}
            {admin.id === currentAdminId ? t('custom:security:you') : ''}
            {admin.two_factor ? t('custom:security:twoFactorOn') : ''}
            {lockedUntil
              ? t('custom:security:lockedUntil', { date: parisDateTime(lockedUntil, locale) })
              : ''}
          </p>
          <div className="site-security__actions">
            {lockedUntil ? (
              <ActionButton
                action={unlockAdminAction}
                admin={admin.id}
                label={t('custom:security:unlock')}
              />
            ) : null}
            {admin.id === currentAdminId ? null : (
              <ActionButton
                action={setAdminActiveAction}
                admin={admin.id}
                label={
                  admin.is_active
                    ? t('custom:security:deactivate')
                    : t('custom:security:reactivate')
                }
                extra={{ active: String(!admin.is_active) }}
                danger={Boolean(admin.is_active)}
              />
            )}
            {admin.two_factor && admin.id !== currentAdminId ? (
              <ActionButton
                action={removeAdminTwoFactorAction}
                admin={admin.id}
                label={t('custom:security:removeTwoFactor')}
              />
            ) : null}
            <ActionButton
              action={sendPasswordResetAction}
              admin={admin.id}
              label={t('custom:security:sendReset')}
            />
            <Link href={`/admin/collections/admin-users/${admin.id}`}>
              {t('custom:security:editAccount')}
            </Link>
          </div>
          {sessions.length ? (
            <table className="site-security__table">
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
          ) : (
            <p className="site-security__muted">{t('custom:security:noSessions')}</p>
          )}
        </article>
      ))}
    </section>
  )
}
