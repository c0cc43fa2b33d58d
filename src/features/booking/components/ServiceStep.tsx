import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import type { BookingRules } from '@/features/booking/rules'
import {
  bookingServices,
  type BookingService,
  FREE_CONSULTATION,
} from '@/features/booking/services'
import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; rules: BookingRules; selected?: BookingService }

/** Step 1: the topic, the free consultation first and chosen by default. A plain GET form. */
export async function ServiceStep({ locale, rules, selected = FREE_CONSULTATION }: Props) {
  const t = await getTranslations({ locale, namespace: 'booking' })
  return (
    <form method="get">
      <fieldset>
        <legend className="text-2xl font-bold">{t('serviceStep.legend')}</legend>
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          {bookingServices.map((service) => (
            <label
              key={service}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-(--border) p-4 has-[:checked]:border-(--accent)"
            >
              <input
                type="radio"
                name="service"
                value={service}
                defaultChecked={service === selected}
                className="mt-1 size-5 accent-(--accent)"
              />
              <span>
                <span className="block font-semibold">{t(`services.${service}`)}</span>
                <span className="block text-sm muted">
                  {t('serviceStep.duration', { minutes: rules.durations[service] })}
                  {service === FREE_CONSULTATION ? ` · ${t('serviceStep.freeHint')}` : ''}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${buttonStyles.primary} mt-6`}>
        {t('serviceStep.continue')}
      </button>
    </form>
  )
}
