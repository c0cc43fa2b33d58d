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

/**
 * "Why custom": what a tool built for the business brings over packaged software, as icon rows
 * two by two (the services below are the page's cards).
 */
export async function WhyCustomSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.list.why' })
  return (
    <section
      id="why-custom"
      aria-labelledby="why-custom-title"
      className="px-4 py-14 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="why-custom" title={t('title')} lead={t('lead')} />
        <ul className="mx-auto mt-8 grid max-w-5xl gap-x-10 gap-y-6 sm:mt-12 md:grid-cols-2">
          {reasons.map(({ key, icon }) => (
            <li key={key} className="flex gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-(--muted)">
                <Icon name={icon} className="size-6 text-(--accent)" />
              </span>
              <div>
                <h3 className="text-lg font-bold">{t(`items.${key}.title`)}</h3>
                <p className="mt-1 text-sm muted">{t(`items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center font-semibold sm:mt-10">{t('note')}</p>
      </div>
    </section>
  )
}
