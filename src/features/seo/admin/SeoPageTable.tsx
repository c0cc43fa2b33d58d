import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { seoPageTypeLabels, seoPageTypes } from '@/features/seo/manager/options'
import type { SeoRow } from '@/features/seo/admin/known-pages'
import { seoPageTypeLabelsEn } from '@/fields/option-labels-en'
import type { AdminLanguage } from '@/i18n/admin-table'

const typeLabel = (type: string | undefined, language: AdminLanguage) => {
  const known = seoPageTypes.find((value) => value === type)
  if (!known) return type || '—'
  return (language === 'en' ? seoPageTypeLabelsEn : seoPageTypeLabels)[known]
}

/** The SEO Manager's list: one row per page or record, linking to its detail. */
type Props = {
  rows: SeoRow[]
  query: string
  scores: ReadonlyMap<string, number>
  text: AdminText
}

export function SeoPageTable({ rows, query, scores, text: { t, language } }: Props) {
  return (
    <table className="site-admin-table site-seo__pages">
      <caption>
        {query
          ? t('custom:seo:pagesFor', { count: rows.length, query })
          : t('custom:seo:pages', { count: rows.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('custom:seo:page')}</th>
          <th scope="col">{t('custom:seo:type')}</th>
          <th scope="col">{t('custom:seo:settings')}</th>
          <th scope="col">{t('custom:seo:robots')}</th>
          <th scope="col">{t('custom:seo:auditScore')}</th>
          <th scope="col">{t('custom:seo:performance')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ path, record }) => (
          <tr key={path}>
            <th scope="row">
              <a href={`/admin/seo?${new URLSearchParams({ path })}`}>{path}</a>
            </th>
            <td>{typeLabel(record?.page_type, language)}</td>
            <td>
              {!record
                ? t('custom:seo:byDefault')
                : record.is_active === false
                  ? t('custom:seo:inactive')
                  : record.url === path
                    ? record.title || t('custom:seo:customised')
                    : t('custom:seo:inheritedFrom', { url: record.url })}
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
