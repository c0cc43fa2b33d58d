import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { Locale } from '@/i18n/locales'

const reasons = [
  { key: 'fit', icon: 'workflow' },
  { key: 'costs', icon: 'piggy-bank' },
  { key: 'integration', icon: 'cable' },
  { key: 'ownership', icon: 'key-round' },
] as const

/** "Why custom": what a tool built for the business brings over packaged software. */
export async function WhyCustomSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.list.why' })
  return (
    <section id="why-custom" aria-labelledby="why-custom-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-custom" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ key, icon }) => (
            <li key={key} className="card p-6 shadow-sm">
              <Icon name={icon} className="size-8 text-(--accent)" />
              <h3 className="mt-4 text-lg font-bold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-sm muted">{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-3xl text-center font-semibold">{t('note')}</p>
      </div>
    </section>
  )
}
