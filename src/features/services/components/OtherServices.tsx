import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { servicePages } from '@/config/service-pages'
import type { ServiceKey } from '@/config/site'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * The five other service pages as a row of links that wraps as the width allows (never a grid
 * with a card left alone on its row), then the whole list.
 */
export async function OtherServices({ service, locale }: { service: ServiceKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  const cards = await getTranslations({ locale, namespace: 'home.services.items' })
  return (
    <section
      id="other-services"
      aria-labelledby="other-services-title"
      className="bg-(--muted) px-4 py-12 sm:px-6 sm:py-16"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="other-services-title" className="text-2xl font-extrabold tracking-tight">
          {t('othersTitle')}
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {servicePages
            .filter((page) => page.key !== service)
            .map(({ key, href }) => (
              <li key={key}>
                <Link
                  href={href}
                  className="inline-flex min-h-11 items-center rounded-full border border-(--border) bg-(--background) px-4 py-2 font-semibold hover:border-(--accent)"
                >
                  {cards(`${key}.title`)}
                </Link>
              </li>
            ))}
        </ul>
        <p className="mt-4">
          <Link href="/services" className="link-arrow">
            {t('allServices')}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </p>
      </div>
    </section>
  )
}
