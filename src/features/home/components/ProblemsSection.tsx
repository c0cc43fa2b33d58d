import { getTranslations } from 'next-intl/server'

import { heroProblems } from '@/features/home/content'
import type { Locale } from '@/i18n/locales'

/**
 * The figures behind the hero's four problem cards, in the same order: a heading beside a list
 * of large numbers, each with what it counts. The rows read as a table on phones and spread to
 * two columns beside the heading on wide screens.
 */
export async function ProblemsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.problems' })
  return (
    <section
      id="problems"
      aria-labelledby="problems-title"
      className="bg-(--muted) px-4 py-10 sm:px-6 lg:py-12"
    >
      <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[2fr_3fr] lg:gap-x-16">
        <h2 id="problems-title" className="section-title text-balance">
          {t('title')}
        </h2>
        <ul className="grid gap-x-10 sm:grid-cols-2 lg:row-span-2">
          {heroProblems.map((key) => (
            <li
              key={key}
              className="grid grid-cols-[7.5rem_1fr] items-baseline gap-4 border-t border-(--border) py-3 sm:block sm:py-4"
            >
              <p className="font-display text-2xl font-extrabold text-(--accent) sm:text-4xl">
                {t(`items.${key}.figure`)}
              </p>
              <p className="text-sm sm:mt-2 sm:text-base">{t(`items.${key}.label`)}</p>
            </li>
          ))}
        </ul>
        <p className="text-xs muted sm:text-sm lg:col-start-1 lg:row-start-2 lg:self-end">
          {t('note')}
        </p>
      </div>
    </section>
  )
}
