import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { serviceHref, solutionItems } from '@/features/home/content'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const icons = {
  automation: 'bot',
  pwa: 'smartphone',
  audit: 'search-check',
  training: 'graduation-cap',
} as const

/**
 * One answer per problem, each leading to its service, in four columns under the heading on
 * wide screens. On phones the answers slide sideways, the next one peeking out, instead of
 * piling up; the list then runs to the screen's edges.
 */
export async function SolutionsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.solutions' })
  return (
    <section id="solutions" aria-labelledby="solutions-title" className="py-10 sm:px-6 lg:py-12">
      <div className="mx-auto max-w-7xl">
        <div className="px-4 sm:px-0 lg:flex lg:items-end lg:justify-between lg:gap-16">
          <h2 id="solutions-title" className="section-title max-w-xl text-balance">
            {t('title')}
          </h2>
          <div className="max-w-md">
            <p className="mt-3 muted sm:text-lg lg:mt-0">{t('lead')}</p>
            {/* The four steps are told once, on the services page: the home links to them. */}
            <Link href={{ pathname: '/services', hash: 'method' }} className="mt-1 link-arrow">
              {t('methodTitle')}
              <Icon name="arrow-right" className="size-4 shrink-0" />
            </Link>
          </div>
        </div>
        <ul className="relative mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:px-0 md:grid md:grid-cols-2 md:gap-8 md:overflow-visible md:pb-0 lg:mt-8 lg:grid-cols-4">
          {solutionItems.map(({ key, service }) => (
            <li
              key={key}
              className="flex w-[82%] shrink-0 snap-start flex-col card p-5 sm:w-[60%] md:w-auto md:rounded-none md:border-0 md:border-t-2 md:border-(--accent) md:bg-transparent md:px-0 md:pt-5 md:pb-0"
            >
              <p className="flex items-center gap-2 text-sm font-semibold muted">
                <Icon name={icons[key]} className="size-5 shrink-0 text-(--accent)" />
                {t(`items.${key}.when`)}
              </p>
              <h3 className="mt-2 text-lg font-bold">{t(`items.${key}.title`)}</h3>
              <p className="mt-1 flex-1 text-sm muted">{t(`items.${key}.text`)}</p>
              <Link href={serviceHref(service)} className="mt-2 link-arrow text-sm">
                {t(`items.${key}.link`)}
                <Icon name="arrow-right" className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
