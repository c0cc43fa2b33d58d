import type { AdminViewServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'
import { searchParam } from '@/features/admin-shell/search-param'
import { AdminNotice } from '@/features/admin-shell/components/AdminNotice'
import { AdminScreen } from '@/features/admin-shell/components/AdminScreen'
import { requireActiveAdmin } from '@/features/admin-shell/require-admin'
import { AdminsSection } from '@/features/security/admin/AdminsSection'
import { AuditSection } from '@/features/security/admin/AuditSection'
import { SettingsSection } from '@/features/security/admin/SettingsSection'
import { SignInHistory } from '@/features/security/admin/SignInHistory'
import { securityNotice } from '@/features/security/notices'
import { securityData } from '@/features/security/queries'
import { pendingSecret } from '@/features/security/two-factor/service'
import { TwoFactorSection } from '@/features/security/two-factor/TwoFactorSection'
import { readSiteName } from '@/features/site-settings/read-site-settings'

import './security-admin.scss'

/** `/admin/security`, Sécurité: accounts, sessions, lockouts, sign-ins, audit log, protections. */
export async function SecurityView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = requireActiveAdmin(req.user, '/admin/security')
  const signInFilter = searchParam(searchParams?.signins)
  const filter = signInFilter === 'failed' || signInFilter === 'success' ? signInFilter : 'all'
  const query = (searchParam(searchParams?.audit) ?? '').trim().slice(0, 100)
  const data = await securityData(req.payload, new Date(), { signIns: filter, audit: query })
  const notice = securityNotice(searchParams?.notice)
  const text = adminText(req.i18n)
  const { t } = text
  // Payload's JWT strategy marks the request's user with the session its token belongs to.
  const sid: unknown = (user as { _sid?: unknown })._sid
  const currentSession = typeof sid === 'string' ? sid : undefined
  return (
    <AdminScreen
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title={t('custom:security:title')}
    >
      <div className="site-security">
        <h1>{t('custom:security:title')}</h1>
        {notice ? (
          <AdminNotice
            type={notice.error ? 'error' : 'success'}
            role={notice.error ? 'alert' : 'status'}
          >
            {t(`custom:twoFactor:notice-${notice.key}`)}
          </AdminNotice>
        ) : null}
        <AdminsSection
          rows={data.rows}
          currentAdminId={Number(user.id)}
          currentSessionId={currentSession}
          text={text}
        />
        <TwoFactorSection
          admin={user}
          text={text}
          siteName={await readSiteName(req.payload)}
          pendingSecret={
            // The setup shows only right after "Configurer": a secret left unconfirmed is not
            // displayed on every later visit (a new one is drawn the next time).
            searchParam(searchParams?.setup) === 'two-factor'
              ? await pendingSecret(req.payload, Number(user.id))
              : null
          }
        />
        <SignInHistory signIns={data.signIns} filter={filter} text={text} />
        <AuditSection
          entries={data.audit}
          total={data.auditTotal}
          query={query}
          config={req.payload.config}
          text={text}
        />
        <SettingsSection text={text} />
      </div>
    </AdminScreen>
  )
}
