import { Button } from '@payloadcms/ui'
import Link from 'next/link'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { AdminField } from '@/features/admin-shell/components/AdminField'
import { auditActionLabel } from '@/features/security/audit-actions'
import {
  entityLabel,
  fieldLabels,
  type LabelledConfig,
  recordHref,
} from '@/features/security/audit-labels'
import { parisDateTime } from '@/features/security/admin/format'
import type { AdminLanguage } from '@/i18n/admin-table'
import type { AuditLog } from '@/payload-types'

type Props = {
  entries: AuditLog[]
  total: number
  query: string
  config: LabelledConfig
  text: AdminText
}

/** The latest admin changes, searchable; the full log is the collection's list. */
export function AuditSection({ entries, total, query, config, text }: Props) {
  const { t, locale, language } = text
  return (
    <section aria-labelledby="security-audit" className="site-security__section">
      <h2 id="security-audit">{t('custom:security:audit')}</h2>
      <form
        method="get"
        action="/admin/security#security-audit"
        role="search"
        className="site-admin-form-row"
      >
        <AdminField htmlFor="security-audit-q" label={t('custom:security:auditSearch')}>
          <input
            id="security-audit-q"
            name="audit"
            type="search"
            defaultValue={query}
            maxLength={100}
          />
        </AdminField>
        <Button type="submit" buttonStyle="secondary" margin={false}>
          {t('custom:security:search')}
        </Button>
        <Button el="link" url="/admin/collections/audit-log" buttonStyle="subtle" margin={false}>
          {t('custom:security:wholeLog')}
        </Button>
      </form>
      {entries.length ? (
        <table className="site-admin-table">
          <caption>
            {total > entries.length
              ? t('custom:security:latestOf', { count: entries.length, total })
              : t('custom:security:changes', { total })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('custom:security:date')}</th>
              <th scope="col">{t('custom:security:by')}</th>
              <th scope="col">{t('custom:security:action')}</th>
              <th scope="col">{t('custom:security:record')}</th>
              <th scope="col">{t('custom:security:fields')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{parisDateTime(entry.createdAt, locale)}</td>
                <td>{entry.actor_name}</td>
                <td>{auditActionLabel(entry.action, language)}</td>
                <td>
                  {entry.action === 'delete' ? (
                    record(config, entry, language)
                  ) : (
                    <Link href={recordHref(config, entry.entity, entry.record_id ?? null)}>
                      {record(config, entry, language)}
                    </Link>
                  )}
                </td>
                <td>{fieldLabels(config, entry.entity, entry.fields ?? null, language) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="site-security__muted">{t('custom:security:noChanges')}</p>
      )}
    </section>
  )
}

function record(config: LabelledConfig, entry: AuditLog, language: AdminLanguage): string {
  const label = entityLabel(config, entry.entity, language)
  return entry.record_id ? `${label} #${entry.record_id}` : label
}
