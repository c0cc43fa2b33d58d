import { env } from '@/config/env'
import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { AuditResults } from '@/features/seo/admin/AuditResults'
import type { SeoRowRecord } from '@/features/seo/admin/known-pages'
import { auditSeoPage, deleteSeoPage, editSeoPage } from '@/features/seo/admin/seo-actions'
import { SeoPreviews } from '@/features/seo/admin/SeoPreviews'
import { readPageFacts } from '@/features/seo/audit/page-facts'
import type { PathVitals } from '@/features/seo/vitals/aggregate'
import { VitalsPanel } from '@/features/seo/vitals/admin/VitalsPanel'

type Props = {
  path: string
  text: AdminText
  vitals?: PathVitals
  record?: SeoRowRecord & { audit_results?: { audited_at?: string | null; checks?: unknown } }
}

async function liveFacts(url: string, { t }: AdminText) {
  try {
    const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return { error: t('custom:seo:pageAnswers', { status: response.status }) }
    return { facts: readPageFacts(await response.text(), response.url || url) }
  } catch {
    return { error: t('custom:seo:noAnswer') }
  }
}

/** One page in the SEO Manager: previews from its live metadata, its record, its last audit. */
export async function SeoPageDetail({ path, record, vitals, text }: Props) {
  const { t } = text
  const url = new URL(path, env().SITE_URL).toString()
  const live = await liveFacts(url, text)
  const exact = record?.url === path
  return (
    <section className="site-seo__detail" aria-labelledby="seo-detail-title">
      <h2 id="seo-detail-title">{path}</h2>
      <p>
        {record
          ? t(
              record.is_active === false
                ? 'custom:seo:recordSettingsInactive'
                : 'custom:seo:recordSettings',
              { url: record.url },
            )
          : t('custom:seo:noRecord')}
      </p>
      <div className="site-seo__actions">
        <form action={editSeoPage}>
          <input type="hidden" name="path" value={exact || !record ? path : record.url} />
          <button type="submit" className="btn btn--style-primary btn--size-small">
            {record ? t('custom:seo:editSettings') : t('custom:seo:customise')}
          </button>
        </form>
        <form action={auditSeoPage}>
          <input type="hidden" name="path" value={path} />
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {t('custom:seo:runAudit')}
          </button>
        </form>
        {record && exact ? (
          <form action={deleteSeoPage}>
            <input type="hidden" name="id" value={record.id} />
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              {t('custom:seo:deleteRecord')}
            </button>
          </form>
        ) : null}
      </div>
      {live.facts ? (
        <SeoPreviews url={url} facts={live.facts} text={text} />
      ) : (
        <p role="alert">{live.error}</p>
      )}
      <h3>{t('custom:seo:measured')}</h3>
      <VitalsPanel vitals={vitals} />
      <h3>{t('custom:seo:audit')}</h3>
      <AuditResults
        score={exact ? record?.audit_score : null}
        auditedAt={exact ? record?.audit_results?.audited_at : null}
        checks={exact ? record?.audit_results?.checks : null}
        text={text}
      />
    </section>
  )
}
