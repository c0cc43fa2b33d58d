import type { AuditCheck } from '@/features/seo/audit/checks'

const statusLabels: Record<AuditCheck['status'], string> = {
  pass: 'Conforme',
  warn: 'À améliorer',
  fail: 'Problème',
}

type Props = {
  score: number | null | undefined
  auditedAt: string | null | undefined
  checks: unknown
}

const isCheck = (value: unknown): value is AuditCheck =>
  Boolean(
    value && typeof value === 'object' && 'id' in value && 'status' in value && 'label' in value,
  )

/** The last audit stored in a page's record: its score and each check, in words. */
export function AuditResults({ score, auditedAt, checks }: Props) {
  const list = Array.isArray(checks) ? checks.filter(isCheck) : []
  if (score === null || score === undefined || !auditedAt) {
    return <p>Pas encore d’audit pour cette page.</p>
  }
  return (
    <>
      <p className="site-seo__score">
        Score d’audit : <strong>{score}/100</strong>, le{' '}
        {new Date(auditedAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}
      </p>
      <table className="site-seo__table">
        <caption>Contrôles de l’audit</caption>
        <thead>
          <tr>
            <th scope="col">Contrôle</th>
            <th scope="col">Résultat</th>
            <th scope="col">Détail</th>
          </tr>
        </thead>
        <tbody>
          {list.map((check) => (
            <tr key={check.id} data-check={check.id}>
              <th scope="row">{check.label}</th>
              <td className={`site-seo__status site-seo__status--${check.status}`}>
                {statusLabels[check.status]}
              </td>
              <td>{check.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
