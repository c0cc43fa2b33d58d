import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'
import { searchParam } from '@/features/admin-shell/search-param'
import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { requireActiveAdmin } from '@/features/admin-shell/require-admin'
import { AdminField } from '@/features/admin-shell/components/AdminField'
import { AdminNotice } from '@/features/admin-shell/components/AdminNotice'
import { AdminScreen } from '@/features/admin-shell/components/AdminScreen'
import { knownPagePaths, seoRows } from '@/features/seo/admin/known-pages'
import { SeoPageDetail } from '@/features/seo/admin/SeoPageDetail'
import { SeoPageTable } from '@/features/seo/admin/SeoPageTable'
import { editSeoPage } from '@/features/seo/admin/seo-actions'
import { validateSeoUrl } from '@/features/seo/manager/validate'
import { vitalsByPath } from '@/features/seo/vitals/aggregate'

import './seo-admin.scss'

const notices = {
  audited: 'custom:seo:notice-audited',
  deleted: 'custom:seo:notice-deleted',
  invalid: 'custom:seo:notice-invalid',
} as const

const noticeKey = (value: string | undefined) =>
  value === 'audited' || value === 'deleted' || value === 'invalid' ? notices[value] : undefined

/** `/admin/seo`, the SEO Manager: every page, its record, previews, audits. */
export async function SeoManagerView({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req } = initPageResult
  requireActiveAdmin(req.user, '/admin/seo')
  const query = (searchParam(searchParams?.q) ?? '').slice(0, 100)
  const selected = searchParam(searchParams?.path)
  const { docs } = isActiveAdminUser(req.user)
    ? await req.payload.find({
        collection: 'seo-pages',
        select: {
          url: true,
          page_type: true,
          is_active: true,
          title: true,
          robots_meta: true,
          audit_results: true,
        },
        sort: '-createdAt',
        limit: 1000,
        depth: 0,
        locale: 'fr',
        overrideAccess: true,
      })
    : { docs: [] }
  const records = docs.map((doc) => ({ ...doc, audit_score: doc.audit_results?.score ?? null }))
  const rows = seoRows(knownPagePaths(), records, query)
  const vitals = isActiveAdminUser(req.user) ? await vitalsByPath(req.payload) : []
  const detailRow =
    selected && validateSeoUrl(selected) === true ? seoRows([selected], records, '')[0] : undefined
  const notice = noticeKey(searchParam(searchParams?.notice))
  const text = adminText(req.i18n)
  const { t } = text
  return (
    <AdminScreen
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title={t('custom:seo:title')}
    >
      <div className="site-seo">
        <h1>{t('custom:seo:title')}</h1>
        {notice ? (
          <AdminNotice type={notice === notices.invalid ? 'error' : 'success'}>
            {t(notice)}
          </AdminNotice>
        ) : null}
        {detailRow ? (
          <SeoPageDetail
            path={detailRow.path}
            record={records.find((r) => r.id === detailRow.record?.id)}
            vitals={vitals.find((v) => v.path === detailRow.path)}
            text={text}
          />
        ) : null}
        <div className="site-seo__tools">
          <form method="get" action="/admin/seo" role="search" className="site-admin-form-row">
            <AdminField htmlFor="seo-search" label={t('custom:seo:searchPage')}>
              <input id="seo-search" name="q" type="search" defaultValue={query} />
            </AdminField>
            <Button type="submit" buttonStyle="secondary" margin={false}>
              {t('custom:seo:search')}
            </Button>
          </form>
          <form action={editSeoPage} className="site-admin-form-row">
            <AdminField htmlFor="seo-new-path" label={t('custom:seo:addPath')}>
              <input id="seo-new-path" name="path" placeholder="/fr/blog/ia/mon-article" required />
            </AdminField>
            <Button type="submit" buttonStyle="primary" margin={false}>
              {t('custom:seo:createOrEdit')}
            </Button>
          </form>
        </div>
        <SeoPageTable
          rows={rows}
          query={query}
          scores={new Map(vitals.map((v) => [v.path, v.score]))}
          text={text}
        />
      </div>
    </AdminScreen>
  )
}
