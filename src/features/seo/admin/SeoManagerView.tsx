import type { AdminViewServerProps } from 'payload'

import { searchParam } from '@/features/admin-shell/search-param'
import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { requireActiveAdmin } from '@/features/admin-shell/require-admin'
import { AdminScreen } from '@/features/admin-shell/components/AdminScreen'
import { knownPagePaths, seoRows } from '@/features/seo/admin/known-pages'
import { SeoPageDetail } from '@/features/seo/admin/SeoPageDetail'
import { SeoPageTable } from '@/features/seo/admin/SeoPageTable'
import { editSeoPage } from '@/features/seo/admin/seo-actions'
import { validateSeoUrl } from '@/features/seo/manager/validate'
import { vitalsByPath } from '@/features/seo/vitals/aggregate'

const notices: Record<string, string> = {
  audited: 'Audit terminé et enregistré.',
  deleted: 'Enregistrement supprimé : les valeurs par défaut de la page s’appliquent.',
  invalid: 'Chemin invalide : il doit commencer par « / », sans domaine.',
}

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
  const notice = notices[searchParam(searchParams?.notice) ?? '']
  return (
    <AdminScreen initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <div className="site-seo">
        <h1>SEO Manager</h1>
        {notice ? <p role="status">{notice}</p> : null}
        {detailRow ? (
          <SeoPageDetail
            path={detailRow.path}
            record={records.find((r) => r.id === detailRow.record?.id)}
            vitals={vitals.find((v) => v.path === detailRow.path)}
          />
        ) : null}
        <div className="site-seo__tools">
          <form method="get" action="/admin/seo" role="search" className="site-seo__search">
            <label htmlFor="seo-search">Rechercher une page</label>
            <input id="seo-search" name="q" type="search" defaultValue={query} />
            <button type="submit" className="btn btn--style-secondary btn--size-small">
              Rechercher
            </button>
          </form>
          <form action={editSeoPage} className="site-seo__search">
            <label htmlFor="seo-new-path">Ajouter un chemin</label>
            <input id="seo-new-path" name="path" placeholder="/fr/blog/ia/mon-article" required />
            <button type="submit" className="btn btn--style-primary btn--size-small">
              Créer ou modifier
            </button>
          </form>
        </div>
        <SeoPageTable
          rows={rows}
          query={query}
          scores={new Map(vitals.map((v) => [v.path, v.score]))}
        />
      </div>
    </AdminScreen>
  )
}
