import Link from 'next/link'
import { auditActionLabel } from '@/features/security/audit-actions'
import {
  entityLabel,
  fieldLabels,
  type LabelledConfig,
  recordHref,
} from '@/features/security/audit-labels'
import { parisDateTime } from '@/features/security/admin/format'
import type { AuditLog } from '@/payload-types'

type Props = { entries: AuditLog[]; total: number; query: string; config: LabelledConfig }

/** The latest admin changes, searchable; the full log is the collection's list. */
export function AuditSection({ entries, total, query, config }: Props) {
  return (
    <section aria-labelledby="security-audit" className="site-security__section">
      <h2 id="security-audit">Journal des modifications</h2>
      <form
        method="get"
        action="/admin/security#security-audit"
        role="search"
        className="site-security__actions"
      >
        <label htmlFor="security-audit-q">Rechercher (collection, n°, champ, action)</label>
        <input
          id="security-audit-q"
          name="audit"
          type="search"
          defaultValue={query}
          maxLength={100}
        />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Rechercher
        </button>
        <Link href={'/admin/collections/audit-log'}>Tout le journal</Link>
      </form>
      {entries.length ? (
        <table className="site-security__table">
          <caption>
            {total > entries.length
              ? `Les ${entries.length} dernières sur ${total}`
              : `${total} modification(s)`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Par</th>
              <th scope="col">Action</th>
              <th scope="col">Enregistrement</th>
              <th scope="col">Champs</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{parisDateTime(entry.createdAt)}</td>
                <td>{entry.actor_name}</td>
                <td>{auditActionLabel(entry.action)}</td>
                <td>
                  {entry.action === 'delete' ? (
                    record(config, entry)
                  ) : (
                    <Link href={recordHref(config, entry.entity, entry.record_id ?? null)}>
                      {record(config, entry)}
                    </Link>
                  )}
                </td>
                <td>{fieldLabels(config, entry.entity, entry.fields ?? null) || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="site-security__muted">Aucune modification ne correspond.</p>
      )}
    </section>
  )
}

function record(config: LabelledConfig, entry: AuditLog): string {
  const label = entityLabel(config, entry.entity)
  return entry.record_id ? `${label} #${entry.record_id}` : label
}
