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
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {problemItems.map((key, index) => (
            <li key={key} className="flex gap-4 rounded-2xl border border-[var(--border)] p-6">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-ink font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold">{t(`items.${key}.title`)}</h3>
                <p className="mt-2 text-[var(--muted-foreground)]">{t(`items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
