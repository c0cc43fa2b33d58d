import { Pill } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import type { PathVitals } from '@/features/seo/vitals/aggregate'
import { type WebVitalMetric, webVitalMetrics } from '@/features/seo/vitals/metrics'
import { thresholds } from '@/features/seo/vitals/score'

type Props = { vitals: PathVitals | undefined; text: AdminText }

/** One page's field figures (75th percentiles over 28 days) and its performance score. */
export function VitalsPanel({ vitals, text: { t, locale } }: Props) {
  if (!vitals) return <p>{t('custom:seo:vitalsNone')}</p>
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const figure = (metric: WebVitalMetric, value: number | undefined) =>
    value === undefined
      ? '—'
      : metric === 'CLS'
        ? number.format(value)
        : // A figure and its unit stay on one line.
          `${number.format(Math.round(value))}\u00a0ms`
  return (
    <table className="site-admin-table">
      <caption>
        {t('custom:seo:vitalsCaption', { samples: vitals.samples, score: vitals.score })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('custom:seo:vitalsMetric')}</th>
          <th scope="col">{t('custom:seo:vitalsValue')}</th>
          <th scope="col">{t('custom:seo:vitalsLimit')}</th>
          <th scope="col">{t('custom:seo:result')}</th>
        </tr>
      </thead>
      <tbody>
        {webVitalMetrics.map((metric) => {
          const value = vitals.p75[metric]
          const { limit, penalty } = thresholds[metric]
          const over = value !== undefined && value > limit
          return (
            <tr key={metric} data-metric={metric}>
              <th scope="row">{t(`custom:seo:vitals-${metric}`)}</th>
              <td>{figure(metric, value)}</td>
              <td>{figure(metric, limit)}</td>
              <td>
                <Pill
                  size="small"
                  pillStyle={value === undefined ? 'light' : over ? 'warning' : 'success'}
                >
                  {value === undefined
                    ? t('custom:seo:vitalsNoValue')
                    : over
                      ? t('custom:seo:vitalsOver', { penalty })
                      : t('custom:seo:vitalsGood')}
                </Pill>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
