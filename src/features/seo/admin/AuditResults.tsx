import { Pill } from '@payloadcms/ui'

import { formatAdminDate } from '@/features/admin-shell/admin-dates'
import type { AdminText } from '@/features/admin-shell/admin-i18n'
import type { AuditCheck } from '@/features/seo/audit/checks'

const pillStyles = {
  pass: 'success',
  warn: 'warning',
  fail: 'error',
} as const satisfies Record<AuditCheck['status'], string>

const statusLabels = {
  pass: 'custom:seo:pass',
  warn: 'custom:seo:warn',
  fail: 'custom:seo:fail',
} as const satisfies Record<AuditCheck['status'], string>

type Props = {
  score: number | null | undefined
  auditedAt: string | null | undefined
  checks: unknown
  text: AdminText
}

const isCheck = (value: unknown): value is AuditCheck =>
  Boolean(
    value && typeof value === 'object' && 'id' in value && 'status' in value && 'label' in value,
  )

/** The last audit stored in a page's record: its score and each check, in words. */
export function AuditResults({ score, auditedAt, checks, text: { t, language } }: Props) {
  const list = Array.isArray(checks) ? checks.filter(isCheck) : []
  if (score === null || score === undefined || !auditedAt) {
    return <p>{t('custom:seo:noAudit')}</p>
  }
  return (
    <>
      <p className="site-seo__score">
        {t('custom:seo:scoreOn', {
          score,
          date: formatAdminDate(auditedAt, language),
        })}
      </p>
      <table className="site-admin-table">
        <caption>{t('custom:seo:checks')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('custom:seo:check')}</th>
            <th scope="col">{t('custom:seo:result')}</th>
            <th scope="col">{t('custom:seo:detail')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((check) => (
            <tr key={check.id} data-check={check.id}>
              <th scope="row">{check.label}</th>
              <td>
                <Pill size="small" pillStyle={pillStyles[check.status]}>
                  {t(statusLabels[check.status])}
                </Pill>
              </td>
              <td>{check.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
