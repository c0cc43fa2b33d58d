import { Button, Pill } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import {
  sendPasswordResetAction,
  setAdminActiveAction,
  unlockAdminAction,
} from '@/features/security/actions'
import { ActionButton } from '@/features/security/admin/ActionButton'
import { parisDateTime } from '@/features/security/admin/format'
import { SessionsTable } from '@/features/security/admin/SessionsTable'
import type { AdminSecurityRow } from '@/features/security/queries'
import { removeAdminTwoFactorAction } from '@/features/security/two-factor/actions'

type Props = {
  rows: AdminSecurityRow[]
  currentAdminId: number
  currentSessionId?: string
  text: AdminText
}

/** Admin accounts: state, lockouts, active sessions, and what the owner can do about each. */
export function AdminsSection({ rows, currentAdminId, currentSessionId, text }: Props) {
  const { t, locale } = text
  return (
    <section aria-labelledby="security-admins" className="site-security__section">
      <h2 id="security-admins">{t('custom:security:admins')}</h2>
      <Button
        el="link"
        url="/admin/collections/admin-users/create"
        buttonStyle="secondary"
        size="small"
        icon={['plus']}
        margin={false}
      >
        {t('custom:security:createAdmin')}
      </Button>
      {rows.map((row) => {
        const { admin, lockedUntil } = row
        const you = admin.id === currentAdminId
        return (
          <article
            key={admin.id}
            className="site-security__admin site-admin-card"
            aria-label={admin.name}
          >
            <h3>
              {admin.name} <span className="site-security__muted">{admin.email}</span>
            </h3>
            <div className="site-security__state">
              <Pill size="small" pillStyle={admin.is_active ? 'success' : 'error'}>
                {admin.is_active ? t('custom:security:active') : t('custom:security:inactive')}
              </Pill>
              <span>
                {you ? t('custom:security:you') : ''}
                {admin.two_factor ? t('custom:security:twoFactorOn') : ''}
                {lockedUntil
                  ? t('custom:security:lockedUntil', { date: parisDateTime(lockedUntil, locale) })
                  : ''}
              </span>
            </div>
            <div className="site-admin-actions">
              {lockedUntil ? (
                <ActionButton
                  action={unlockAdminAction}
                  admin={admin.id}
                  label={t('custom:security:unlock')}
                />
              ) : null}
              {you ? null : (
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
              {admin.two_factor && !you ? (
                <ActionButton
                  action={removeAdminTwoFactorAction}
                  admin={admin.id}
                  label={t('custom:security:removeTwoFactor')}
                  askPassword={t('custom:security:yourPassword')}
                />
              ) : null}
              <ActionButton
                action={sendPasswordResetAction}
                admin={admin.id}
                label={t('custom:security:sendReset')}
              />
              <Button
                el="link"
                url={`/admin/collections/admin-users/${admin.id}`}
                buttonStyle="subtle"
                size="small"
                margin={false}
              >
                {t('custom:security:editAccount')}
              </Button>
            </div>
            <SessionsTable row={row} currentSessionId={currentSessionId} text={text} />
          </article>
        )
      })}
    </section>
  )
}
