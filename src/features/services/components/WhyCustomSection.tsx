import { Cable, KeyRound, PiggyBank, Workflow } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { Locale } from '@/i18n/locales'

const reasons = [
  { key: 'fit', Icon: Workflow },
  { key: 'costs', Icon: PiggyBank },
  { key: 'integration', Icon: Cable },
  { key: 'ownership', Icon: KeyRound },
] as const

/** "Why custom": what a tool built for the business brings over packaged software. */
export async function WhyCustomSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.list.why' })
  return (
    <section id="why-custom" aria-labelledby="why-custom-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-custom" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ key, Icon }) => (
            <li
              key={key}
              className="rounded-2xl border border-[var(--border)] bg-[var(--background)] p-6 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-8 text-[var(--accent)]" />
              <h3 className="mt-4 text-lg font-bold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-[var(--muted-foreground)]">
                {t(`items.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl text-center font-semibold">{t('note')}</p>
      </div>
    </section>
  )
}
