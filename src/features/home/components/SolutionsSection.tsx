import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { serviceHref, solutionItems } from '@/features/home/content'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const icons = {
  automation: 'bot',
  pwa: 'smartphone',
  audit: 'search-check',
  training: 'graduation-cap',
} as const

export async function SolutionsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.solutions' })
  return (
    <section
      id="solutions"
      aria-labelledby="solutions-title"
      className="bg-(--muted) px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="solutions" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {solutionItems.map(({ key, service }) => {
            return (
              <li key={key} className="flex flex-col card p-6 shadow-sm">
                <Icon name={icons[key]} className="size-8 text-(--accent)" />
                <p className="mt-4 text-sm font-semibold muted">{t(`items.${key}.when`)}</p>
                <h3 className="mt-1 text-lg font-bold">{t(`items.${key}.title`)}</h3>
                <p className="mt-2 flex-1 text-sm muted">{t(`items.${key}.text`)}</p>
                <Link href={serviceHref(service)} className="mt-5 link-arrow text-sm">
                  {t(`items.${key}.link`)}
                  <Icon name="arrow-right" className="size-4 shrink-0" />
                </Link>
              </li>
            )
          })}
        </ul>
        {/* The four steps are told once, on the services page: the home links to them. */}
        <p className="mt-12 text-center">
          <Link href={{ pathname: '/services', hash: 'method' }} className="link-arrow">
            {t('methodTitle')}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </p>
      </div>
    </section>
  )
}
