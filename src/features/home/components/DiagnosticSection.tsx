import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { diagnosticOutputs } from '@/features/home/content'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * A compact dark band in every theme: the question, what the diagnostic returns and the button.
 * The ink colour, deepened in dark mode so it still stands apart from the page, and pure black
 * with white text in high contrast.
 */
export async function DiagnosticSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.diagnostic' })
  const soft = 'text-[#d8d8e4] contrast:text-white'
  return (
    <section
      id="diagnostic"
      aria-labelledby="diagnostic-title"
      className="bg-ink px-4 py-10 text-white sm:px-6 lg:py-12 dark:bg-black/40 contrast:border-y-2 contrast:border-white contrast:bg-black"
    >
      <div className="mx-auto grid max-w-7xl gap-8 lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-16">
        <div>
          <h2 id="diagnostic-title" className="section-title text-balance">
            {t('title')}
          </h2>
          <p className={`mt-3 sm:mt-4 sm:text-lg ${soft}`}>{t('lead')}</p>
        </div>
        <div>
          <p className="font-semibold">{t('resultTitle')}</p>
          <ul className="mt-3 space-y-2">
            {diagnosticOutputs.map((key) => (
              <li key={key} className={`flex gap-3 ${soft}`}>
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-soft" />
                {t(`outputs.${key}`)}
              </li>
            ))}
          </ul>
          <Link
            href="/diagnostic-business-complet"
            className="button mt-6 w-full gap-2 bg-white text-ink sm:w-auto"
          >
            {t('cta')}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </div>
      </div>
    </section>
  )
}
