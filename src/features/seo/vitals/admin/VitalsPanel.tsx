import { Pill } from '@payloadcms/ui'

import type { PathVitals } from '@/features/seo/vitals/aggregate'
import type { WebVitalMetric } from '@/features/seo/vitals/metrics'
import { thresholds } from '@/features/seo/vitals/score'

const labels: Record<WebVitalMetric, string> = {
  LCP: 'LCP (plus grand élément)',
  INP: 'INP (réactivité)',
  CLS: 'CLS (stabilité)',
  TTFB: 'Premier octet',
  LOAD: 'Chargement complet',
}

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

const shown = (metric: WebVitalMetric, value: number | undefined) =>
  value === undefined
    ? '—'
    : metric === 'CLS'
      ? number.format(value)
      : `${number.format(Math.round(value))} ms`

/** One page's field figures (75th percentiles over 28 days) and its performance score. */
export function VitalsPanel({ vitals }: { vitals: PathVitals | undefined }) {
  if (!vitals) return <p>Pas encore de mesures de visiteurs pour cette page (28 derniers jours).</p>
  return (
    <table className="site-admin-table">
      <caption>
        Mesures réelles des visiteurs (75e centile, 28 jours, {vitals.samples} visite(s)) : score de
        performance {vitals.score}/100
      </caption>
      <thead>
        <tr>
          <th scope="col">Mesure</th>
          <th scope="col">Valeur</th>
          <th scope="col">Limite</th>
          <th scope="col">Résultat</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(labels) as WebVitalMetric[]).map((metric) => {
          const value = vitals.p75[metric]
          const over = value !== undefined && value > thresholds[metric].limit
          return (
            <tr key={metric} data-metric={metric}>
              <th scope="row">{labels[metric]}</th>
              <td>{shown(metric, value)}</td>
              <td>{shown(metric, thresholds[metric].limit)}</td>
              <td>
                <Pill
                  size="small"
                  pillStyle={value === undefined ? 'light' : over ? 'warning' : 'success'}
                >
                  {value === undefined
                    ? 'Pas de mesure'
                    : over
                      ? `Au-delà (−${thresholds[metric].penalty})`
                      : 'Bon'}
                </Pill>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
