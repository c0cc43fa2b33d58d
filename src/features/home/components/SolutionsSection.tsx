import { Bot, GraduationCap, SearchCheck, Smartphone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { SectionHeading } from '@/features/home/components/SectionHeading'
import { methodSteps, solutionItems } from '@/features/home/content'
import type { Locale } from '@/i18n/locales'

const icons = { automation: Bot, pwa: Smartphone, audit: SearchCheck, training: GraduationCap }

export async function SolutionsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.solutions' })
  return (
    <section
      id="solutions"
      aria-labelledby="solutions-title"
      className="bg-[var(--muted)] px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="solutions" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {solutionItems.map((key) => {
            const Icon = icons[key]
            return (
              <li key={key} className="rounded-2xl bg-[var(--background)] p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-[var(--accent)]" />
                <h3 className="mt-4 text-lg font-bold">{t(`items.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-[var(--muted-foreground)]">
                  {t(`items.${key}.text`)}
                </p>
              </li>
            )
          })}
        </ul>
        <h3 className="mt-16 text-center text-2xl font-bold">{t('methodTitle')}</h3>
        <ol className="mt-8 grid gap-6 md:grid-cols-4">
          {methodSteps.map(({ key, weeks }, index) => (
            <li
              key={key}
              className="rounded-2xl border border-[var(--border)] bg-[var(--background)] p-6"
            >
              <p className="text-sm font-semibold text-[var(--accent)]">
                {index + 1}. {t('weeks', { range: weeks })}
              </p>
              <h4 className="mt-2 font-bold">{t(`steps.${key}.title`)}</h4>
              <p className="mt-2 text-sm text-[var(--muted-foreground)]">
                {t(`steps.${key}.description`)}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
