import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import type { ServiceChoice } from '@/features/booking/offered-services'
import { formatEuros } from '@/features/pricing/format-price'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; choices: readonly ServiceChoice[] }

/**
 * Step 1: the services the owner offers, in the owner's order, each with its price, its length
 * and its line, so that a visitor tells them apart before choosing; nothing is chosen for them.
 * The radio is named by the service alone, the rest describes it. A plain GET form.
 */
export async function ServiceStep({ locale, choices }: Props) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  return (
    <form method="get">
      <fieldset>
        <legend className="text-2xl font-bold">{t('serviceStep.legend')}</legend>
        <ul className="mt-6 grid gap-3">
          {choices.map(({ service, minutes, price, line }) => {
            const id = `service-${service}`
            const described = [`${id}-price`, `${id}-minutes`, ...(line ? [`${id}-line`] : [])]
            return (
              <li key={service}>
                <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-(--border) p-4 has-[:checked]:border-(--accent)">
                  <input
                    type="radio"
                    name="service"
                    value={service}
                    required
                    aria-labelledby={`${id}-name`}
                    aria-describedby={described.join(' ')}
                    className="mt-1 size-5 shrink-0 accent-(--accent)"
                  />
                  <span className="grid flex-1 gap-1">
                    <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                      <span id={`${id}-name`} className="font-semibold">
                        {t(`services.${service}`)}
                      </span>
                      <span id={`${id}-price`} className="font-semibold whitespace-nowrap">
                        {price === null ? t('serviceStep.free') : formatEuros(price, locale)}
                      </span>
                    </span>
                    <span id={`${id}-minutes`} className="text-sm muted">
                      {t('serviceStep.duration', { minutes })}
                    </span>
                    {line ? (
                      <span id={`${id}-line`} className="text-sm">
                        {line}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <button type="submit" className={`${buttonStyles.primary} mt-6`}>
        {t('serviceStep.continue')}
      </button>
    </form>
  )
}
