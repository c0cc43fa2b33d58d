import type { ReactNode, Ref } from 'react'

import { buttonStyles } from '@/components/ui/button-styles'
import type { DiagnosticResult } from '@/features/diagnostic/compute'
import { formatEuros, formatPrice } from '@/features/pricing/format-price'
import { offerPrice } from '@/features/pricing/price-list'
import type { Locale } from '@/i18n/locales'
import { useTranslations } from '@/i18n/client-messages'

export type DiagnosticLinks = { consultation: string; diagnostic: string }

type Props = {
  locale: Locale
  result: DiagnosticResult
  /** Absent without JavaScript: restarting is then a link back to the empty page. */
  onRestart?: () => void
  /** Addresses resolved on the server. */
  links: DiagnosticLinks
  headingRef?: Ref<HTMLHeadingElement>
  children?: ReactNode
}

const number = (value: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 }).format(
    value,
  )

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-(--border) p-5">
      <dt className="text-sm font-semibold muted">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold">{value}</dd>
      {detail ? <dd className="mt-1 text-sm muted">{detail}</dd> : null}
    </div>
  )
}

/** The figures of computeDiagnostic, the recommended service with its price, and what next. */
export function DiagnosticResults({
  locale,
  result,
  onRestart,
  links,
  headingRef,
  children,
}: Props) {
  const t = useTranslations('diagnostic.results')
  const services = useTranslations('diagnostic.services')
  const euros = (amount: number) => formatEuros(amount, locale)
  return (
    <div id="diagnostic-results">
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold outline-none">
        {t('title')}
      </h2>
      <p className="mt-2 muted">{t('intro')}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Figure
          label={t('hoursPerMonth')}
          value={t('hoursValue', { hours: number(result.hoursPerMonth, locale) })}
          detail={t('hoursDetail', { hours: number(result.hoursPerWeek, locale) })}
        />
        <Figure
          label={t('monthlyCost')}
          value={euros(result.monthlyCost)}
          detail={t('costDetail', {
            yearly: euros(result.yearlyCost),
            rate: euros(result.hourlyValue),
          })}
        />
        <Figure
          label={t('yearlySavings')}
          value={euros(result.yearlySavings)}
          detail={t('savingsDetail', { share: Math.round(result.automatableShare * 100) })}
        />
        <Figure
          label={t('payback')}
          value={
            result.paybackMonths === null
              ? t('paybackNone')
              : t('paybackValue', { months: result.paybackMonths })
          }
        />
      </dl>
      <div className="mt-6 rounded-xl bg-(--muted) p-5">
        <p className="text-sm font-semibold">{t('recommended')}</p>
        <p className="mt-1 text-xl font-bold">{services(result.recommendedService)}</p>
        <p className="mt-1 font-semibold text-(--accent)">
          {formatPrice(offerPrice(result.recommendedService, result.servicePrice), locale)}
        </p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={links.consultation} className={buttonStyles.primary}>
          {t('book')}
        </a>
        {onRestart ? (
          <button type="button" onClick={onRestart} className={buttonStyles.outline}>
            {t('restart')}
          </button>
        ) : (
          <a href={links.diagnostic} className={buttonStyles.outline}>
            {t('restart')}
          </a>
        )}
      </div>
      {children}
    </div>
  )
}
