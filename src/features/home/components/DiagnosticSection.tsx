import { getTranslations } from 'next-intl/server'

import { diagnosticSteps } from '@/features/home/content'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

export async function DiagnosticSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.diagnostic' })
  return (
    <section
      id="diagnostic"
      aria-labelledby="diagnostic-title"
      className="bg-ink px-4 py-20 text-white sm:px-6"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="diagnostic-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-[#d8d8e4]">{t('lead')}</p>
          <Link
            href="/diagnostic-business-complet"
            className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-white px-6 font-semibold text-ink"
          >
            {t('cta')}
          </Link>
        </div>
        <div>
          <ol className="space-y-4">
            {diagnosticSteps.map((key, index) => (
              <li key={key} className="flex items-center gap-4 rounded-xl bg-ink-soft p-4">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-white font-bold text-ink"
                >
                  {index + 1}
                </span>
                <span className="font-semibold">{t(`steps.${key}`)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-[#d8d8e4]">{t('result')}</p>
        </div>
      </div>
    </section>
  )
}
