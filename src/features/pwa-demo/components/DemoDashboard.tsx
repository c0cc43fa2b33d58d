import { getTranslations } from 'next-intl/server'

import { BarTable } from '@/features/pwa-demo/components/BarTable'
import {
  barPercent,
  demoMonths,
  formatChange,
  formatCount,
  type MonthFigures,
  monthHeading,
  monthName,
  summarize,
} from '@/features/pwa-demo/figures'
import { formatEuros } from '@/features/pricing/format-price'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; id: string }

/** The fictional shop's headline figures and its two monthly charts, rendered on the server. */
export async function DemoDashboard({ locale, id }: Props) {
  const t = await getTranslations({ locale, namespace: 'pwaDemo.figures' })
  const summary = summarize(demoMonths)
  const chartRows = (
    pick: (figures: MonthFigures) => number,
    format: (value: number) => string,
  ) => {
    const values = demoMonths.map(pick)
    return demoMonths.map((figures) => ({
      key: String(figures.month),
      label: monthHeading(figures.month, locale),
      value: format(pick(figures)),
      percent: barPercent(pick(figures), values),
    }))
  }
  const change = (value: number | null, month: number) =>
    value === null
      ? null
      : t('change', { change: formatChange(value, locale), month: monthName(month, locale) })

  const kpis = summary
    ? [
        {
          key: 'sales',
          label: t('salesIn', { month: monthName(summary.latest.month, locale) }),
          value: formatEuros(summary.latest.sales, locale),
          note: change(summary.salesChange, summary.previous.month),
        },
        {
          key: 'orders',
          label: t('ordersIn', { month: monthName(summary.latest.month, locale) }),
          value: formatCount(summary.latest.orders, locale),
          note: change(summary.ordersChange, summary.previous.month),
        },
        {
          key: 'basket',
          label: t('basket', { month: monthName(summary.latest.month, locale) }),
          value: formatEuros(summary.basket, locale),
          note: null,
        },
      ]
    : []

  return (
    <article
      aria-labelledby={`${id}-figures-title`}
      className="rounded-2xl border border-(--border) p-6"
    >
      <h3 id={`${id}-figures-title`} className="text-xl font-bold">
        {t('title')}
      </h3>
      <p className="mt-2 muted">{t('lead')}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {kpis.map((kpi) => (
          <div key={kpi.key} className="rounded-xl bg-(--muted) p-4">
            <dt className="text-sm muted">{kpi.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums">{kpi.value}</dd>
            {kpi.note ? <dd className="mt-1 text-sm">{kpi.note}</dd> : null}
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <BarTable
          id={`${id}-sales-title`}
          title={t('salesTitle')}
          columns={{ label: t('monthColumn'), value: t('salesColumn') }}
          rows={chartRows(
            (figures) => figures.sales,
            (value) => formatEuros(value, locale),
          )}
        />
        <BarTable
          id={`${id}-orders-title`}
          title={t('ordersTitle')}
          columns={{ label: t('monthColumn'), value: t('ordersColumn') }}
          rows={chartRows(
            (figures) => figures.orders,
            (value) => formatCount(value, locale),
          )}
        />
      </div>
    </article>
  )
}
