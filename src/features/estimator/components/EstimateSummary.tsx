import { buttonStyles } from '@/components/ui/button-styles'
import { estimateProject } from '@/features/estimator/estimate'
import type { EstimateChoices } from '@/features/estimator/choices'
import { formatEuros } from '@/features/pricing/format-price'
import type { PriceList } from '@/features/pricing/price-list'
import { useLocale, useTranslations } from '@/i18n/client-messages'

/**
 * The live result of the calculator: the positive feedback on the budget and timeframe chosen,
 * the price range and duration, and the two ways to go on (contact with the choices, booking).
 */
export type EstimateLinks = { contact: string; consultation: string }

export function EstimateSummary({
  choices,
  prices,
  links,
}: {
  choices: EstimateChoices
  prices: PriceList
  /** Addresses resolved on the server. */
  links: EstimateLinks
}) {
  const t = useTranslations('estimator')
  const locale = useLocale()
  const estimate = estimateProject(choices.projectType, choices.budget, choices.timeframe, prices)
  const min = formatEuros(estimate.minPrice, locale)
  const price =
    estimate.minPrice === estimate.maxPrice
      ? min
      : t('result.range', { min, max: formatEuros(estimate.maxPrice, locale) })
  return (
    <div className="rounded-xl bg-(--muted) p-5">
      <div aria-live="polite" className="space-y-2">
        <p className="font-semibold">{t(`feedback.budget.${choices.budget}`)}</p>
        <p className="font-semibold">{t(`feedback.timeframe.${choices.timeframe}`)}</p>
      </div>
      <h3 className="mt-5 text-xl font-bold">{t('result.title')}</h3>
      <dl aria-live="polite" className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold muted">{t('result.price')}</dt>
          <dd data-testid="estimate-price" className="text-2xl font-extrabold">
            {price}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold muted">{t('result.duration')}</dt>
          <dd className="text-2xl font-extrabold">
            {t('result.weeks', { min: estimate.minWeeks, max: estimate.maxWeeks })}
          </dd>
        </div>
      </dl>
      {choices.timeframe === 'urgent' ? <p className="mt-3">{t('result.urgentNote')}</p> : null}
      {estimate.fitsTimeframe ? null : <p className="mt-3">{t('result.tooShort')}</p>}
      <p className="mt-3 text-sm muted">{t('result.disclaimer')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={`${links.contact}?${new URLSearchParams({ projectType: choices.projectType, budget: choices.budget })}`}
          className={buttonStyles.primary}
        >
          {t('contactCta')}
        </a>
        <a href={links.consultation} className={buttonStyles.outline}>
          {t('bookCta')}
        </a>
      </div>
    </div>
  )
}
