import { getTranslations } from 'next-intl/server'

import { SectionHeading } from '@/features/home/components/SectionHeading'
import { problemItems } from '@/features/home/content'
import type { Locale } from '@/i18n/locales'

export async function ProblemsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.problems' })
  return (
    <section id="problems" aria-labelledby="problems-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="problems" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {problemItems.map((key) => (
            <li key={key} className="flex flex-col card p-6 sm:p-8">
              <h3 className="text-xl font-bold">{t(`items.${key}.title`)}</h3>
              <p className="mt-4 border-l-4 border-brand pl-4">
                <span className="block text-3xl font-extrabold text-(--accent)">
                  {t(`items.${key}.figure`)}
                </span>
                <span className="mt-1 block text-sm font-medium">
                  {t(`items.${key}.figureLabel`)}
                </span>
              </p>
              <p className="mt-4 muted">{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm muted">{t('note')}</p>
      </div>
    </section>
  )
}
