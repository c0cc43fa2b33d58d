import { env } from '@/config/env'
import { AuditResults } from '@/features/seo/admin/AuditResults'
import type { SeoRowRecord } from '@/features/seo/admin/known-pages'
import { auditSeoPage, deleteSeoPage, editSeoPage } from '@/features/seo/admin/seo-actions'
import { SeoPreviews } from '@/features/seo/admin/SeoPreviews'
import { readPageFacts } from '@/features/seo/audit/page-facts'
import type { PathVitals } from '@/features/seo/vitals/aggregate'
import { VitalsPanel } from '@/features/seo/vitals/admin/VitalsPanel'

type Props = {
  path: string
  vitals?: PathVitals
  record?: SeoRowRecord & { audit_results?: { audited_at?: string | null; checks?: unknown } }
}

async function liveFacts(url: string) {
  try {
    const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return { error: `La page répond ${response.status}.` }
    return { facts: readPageFacts(await response.text(), response.url || url) }
  } catch {
    return { error: 'La page ne répond pas.' }
  }
}

/** One page in the SEO Manager: previews from its live metadata, its record, its last audit. */
export async function SeoPageDetail({ path, record, vitals }: Props) {
  const url = new URL(path, env().SITE_URL).toString()
  const live = await liveFacts(url)
  const exact = record?.url === path
  return (
    <section className="site-seo__detail" aria-labelledby="seo-detail-title">
      <h2 id="seo-detail-title">{path}</h2>
      <p>
        {record
          ? `Réglages de l’enregistrement ${record.url}${record.is_active === false ? ' (inactif)' : ''}.`
          : 'Aucun enregistrement : les valeurs par défaut de la page s’appliquent.'}
      </p>
      <div className="site-seo__actions">
        <form action={editSeoPage}>
          <input type="hidden" name="path" value={exact || !record ? path : record.url} />
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {record ? 'Modifier les réglages' : 'Personnaliser cette page'}
          </button>
        </form>
        <form action={auditSeoPage}>
          <input type="hidden" name="path" value={path} />
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            Lancer l’audit
          </button>
        </form>
        {record && exact ? (
          <form action={deleteSeoPage}>
            <input type="hidden" name="id" value={record.id} />
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              Supprimer l’enregistrement
            </button>
          </form>
        ) : null}
      </div>
      {live.facts ? <SeoPreviews url={url} facts={live.facts} /> : <p role="alert">{live.error}</p>}
      <h3>Performance mesurée</h3>
      <VitalsPanel vitals={vitals} />
      <h3>Audit</h3>
      <AuditResults
        score={exact ? record?.audit_score : null}
        auditedAt={exact ? record?.audit_results?.audited_at : null}
        checks={exact ? record?.audit_results?.checks : null}
      />
    </section>
  )
}
