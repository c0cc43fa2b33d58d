import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { diagnosticOutputs, diagnosticSteps } from '@/features/home/content'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const outputIcons = {
  hours: 'calendar-clock',
  cost: 'euro',
  savings: 'piggy-bank',
  services: 'list-checks',
} as const

/**
 * A dark band in every theme: the ink colour, deepened in dark mode so it still stands apart from
 * the page, and pure black with white text in high contrast.
 */
export async function DiagnosticSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.diagnostic' })
  const soft = 'text-[#d8d8e4] contrast:text-white'
  return (
    <section
      id="diagnostic"
      aria-labelledby="diagnostic-title"
      className="bg-ink px-4 py-20 text-white sm:px-6 dark:bg-black/40 contrast:border-y-2 contrast:border-white contrast:bg-black"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div>
          <h2 id="diagnostic-title" className="section-title">
            {t('title')}
          </h2>
          <p className={`mt-4 text-lg ${soft}`}>{t('lead')}</p>
          <p className="mt-8 font-semibold">{t('resultTitle')}</p>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {diagnosticOutputs.map((key) => {
              return (
                <li key={key} className="flex items-center gap-3">
                  <Icon name={outputIcons[key]} className="size-5 shrink-0 text-brand-soft" />
                  <span className={soft}>{t(`outputs.${key}`)}</span>
                </li>
              )
            })}
          </ul>
          <Link href="/diagnostic-business-complet" className="button mt-10 bg-white text-ink">
            {t('cta')}
          </Link>
        </div>
        <ol className="space-y-4">
          {diagnosticSteps.map((key, index) => (
            <li
              key={key}
              className="flex gap-4 rounded-xl bg-ink-soft p-5 contrast:border contrast:border-white contrast:bg-black"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-white font-bold text-ink"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(`steps.${key}.title`)}</h3>
                <p className={`mt-1 text-sm ${soft}`}>{t(`steps.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
