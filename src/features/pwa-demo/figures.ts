import type { Locale } from '@/i18n/locales'

/**
 * The demo dashboard's figures: six months of a fictional online tea shop, the kind of numbers a
 * PWA shows its owner at a glance. Invented for the demonstration, and labelled as such.
 */
export type MonthFigures = { month: number; sales: number; orders: number }

/** Months are 0-based (0 = January), as `Date` counts them. */
export const demoMonths: MonthFigures[] = [
  { month: 0, sales: 8420, orders: 214 },
  { month: 1, sales: 9150, orders: 231 },
  { month: 2, sales: 10380, orders: 258 },
  { month: 3, sales: 9870, orders: 246 },
  { month: 4, sales: 11640, orders: 281 },
  { month: 5, sales: 12910, orders: 305 },
]

const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-FR' : 'en-GB')

/** A bar's length in percent of the longest one; an empty series draws no bar. */
export function barPercent(value: number, values: number[]): number {
  const max = Math.max(0, ...values)
  if (max <= 0 || value <= 0) return 0
  return Math.round((value / max) * 1000) / 10
}

/** Relative change from one month to the next (0.1 = +10 %), or null without a base. */
export function relativeChange(previous: number, current: number): number | null {
  if (previous <= 0) return null
  return (current - previous) / previous
}

export function averageBasket(figures: MonthFigures): number {
  if (figures.orders <= 0) return 0
  return Math.round((figures.sales / figures.orders) * 100) / 100
}

export function formatChange(change: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(change)
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value)
}

/** A month's full name as written in a sentence: "juin" in French, "June" in English. */
export function monthName(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2025, month, 1),
  )
}

/** The same name heading a table row: "Juin". */
export function monthHeading(month: number, locale: Locale): string {
  const name = monthName(month, locale)
  return name.charAt(0).toLocaleUpperCase(intlLocale(locale)) + name.slice(1)
}

export type DashboardSummary = {
  latest: MonthFigures
  previous: MonthFigures
  salesChange: number | null
  ordersChange: number | null
  basket: number
}

/** The headline figures: the latest month against the one before, when there are two. */
export function summarize(months: MonthFigures[]): DashboardSummary | null {
  const [previous, latest] = months.slice(-2)
  if (!previous || !latest) return null
  return {
    latest,
    previous,
    salesChange: relativeChange(previous.sales, latest.sales),
    ordersChange: relativeChange(previous.orders, latest.orders),
    basket: averageBasket(latest),
  }
}
