import { Banner } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { listHref } from '@/features/dashboard/admin/links'
import { waitingEmails } from '@/features/email/unsent-notice'

import './email-admin.scss'

/** The top of the dashboard when no SMTP server is configured: why, how many, and where. */
export function UnsentEmailNotice({ waiting, text }: { waiting: number; text: AdminText }) {
  const { t } = text
  return (
    <section className="site-dashboard__alert" aria-labelledby="dashboard-smtp">
      <Banner type="warning">
        <h2 id="dashboard-smtp">{t('custom:outbox:smtpTitle')}</h2>
        <p>{t('custom:outbox:smtpBody')}</p>
        <p>
          {waiting === 0 ? (
            t('custom:outbox:waitingNone')
          ) : (
            <a href={listHref('email-outbox', waitingEmails)}>
              {waiting === 1
                ? t('custom:outbox:waitingOne')
                : t('custom:outbox:waitingMany', { count: waiting.toLocaleString(text.locale) })}
            </a>
          )}
        </p>
      </Banner>
    </section>
  )
}
