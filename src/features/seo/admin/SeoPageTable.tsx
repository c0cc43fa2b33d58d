import { seoPageTypeLabels, type SeoPageType } from '@/features/seo/manager/options'
import type { SeoRow } from '@/features/seo/admin/known-pages'

const typeLabel = (type: string | undefined) =>
  type ? (seoPageTypeLabels[type as SeoPageType] ?? type) : '—'

/** The SEO Manager's list: one row per page or record, linking to its detail. */
type Props = { rows: SeoRow[]; query: string; scores: ReadonlyMap<string, number> }

export function SeoPageTable({ rows, query, scores }: Props) {
  return (
    <table className="site-seo__table">
      <caption>
        {rows.length} page(s){query ? ` pour « ${query} »` : ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Page</th>
          <th scope="col">Type</th>
          <th scope="col">Réglages</th>
          <th scope="col">Robots</th>
          <th scope="col">Score d’audit</th>
          <th scope="col">Performance (visiteurs)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, record }) => (
          <tr key={path}>
            <th scope="row">
              <a href={`/admin/seo?${new URLSearchParams({ path })}`}>{path}</a>
            </th>
            <td>{typeLabel(record?.page_type)}</td>
            <td>
              {!record
                ? 'Par défaut'
                : record.is_active === false
                  ? 'Inactif'
                  : record.url === path
                    ? record.title || 'Personnalisé'
                    : `Hérité de ${record.url}`}
            </td>
            <td>{record?.robots_meta ?? 'index, follow'}</td>
            <td>
              {record?.url === path && typeof record.audit_score === 'number'
                ? `${record.audit_score}/100`
                : '—'}
            </td>
            <td>{scores.has(path) ? `${scores.get(path)}/100` : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
