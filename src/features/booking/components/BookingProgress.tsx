import { getTranslations } from 'next-intl/server'

import { type StepKey, stepKeys } from '@/features/booking/booking-steps'
import type { Locale } from '@/i18n/locales'

/** Where the visitor is among the four steps, for sighted and screen-reader users alike. */
export async function BookingProgress({ locale, current }: { locale: Locale; current: StepKey }) {
  const t = await getTranslations({ locale, namespace: 'booking.steps' })
  const index = stepKeys.indexOf(current)
  return (
    <nav aria-label={t('label')} className="mb-8">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stepKeys.map((key, position) => {
          const state = position < index ? 'done' : position === index ? 'current' : 'todo'
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`rounded-lg border-2 px-3 py-2 text-sm font-semibold ${
                state === 'current'
                  ? 'border-(--accent) text-(--foreground)'
                  : state === 'done'
                    ? 'border-(--border) text-(--foreground)'
                    : 'border-(--border) muted'
              }`}
            >
              <span aria-hidden="true">{position + 1}. </span>
              {t(key)}
              {state === 'done' ? <span className="sr-only"> ({t('done')})</span> : null}
              {state === 'done' ? <span aria-hidden="true"> ✓</span> : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
