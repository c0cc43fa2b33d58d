import { Button } from '@payloadcms/ui'

import { env } from '@/config/env'
import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { AdminNotice } from '@/features/admin-shell/components/AdminNotice'
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
    <section className="site-seo__detail site-admin-card" aria-labelledby="seo-detail-title">
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
      <div className="site-admin-actions">
        <form action={editSeoPage}>
          <input type="hidden" name="path" value={exact || !record ? path : record.url} />
          <Button type="submit" buttonStyle="primary" size="small" margin={false}>
            {record ? t('custom:seo:editSettings') : t('custom:seo:customise')}
          </Button>
        </form>
        <form action={auditSeoPage}>
          <input type="hidden" name="path" value={path} />
          <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
            {t('custom:seo:runAudit')}
          </Button>
        </form>
        {record && exact ? (
          <form action={deleteSeoPage}>
            <input type="hidden" name="id" value={record.id} />
            <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
              {t('custom:seo:deleteRecord')}
            </Button>
          </form>
        ) : null}
      </div>
      {live.facts ? (
        <SeoPreviews url={url} facts={live.facts} text={text} />
      ) : (
        <AdminNotice type="error" role="alert">
          {live.error}
        </AdminNotice>
      )}
      <h3>{t('custom:seo:measured')}</h3>
      <VitalsPanel vitals={vitals} text={text} />
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
