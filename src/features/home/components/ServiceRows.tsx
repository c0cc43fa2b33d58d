import { getTranslations } from 'next-intl/server'

import { HeadingWithLink } from '@/components/ui/HeadingWithLink'
import { Icon } from '@/components/ui/icons/Icon'
import { servicePages } from '@/config/service-pages'
import { formatPrice } from '@/features/pricing/format-price'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * The home's price list: one row per service, its name and price, and from tablets on one line
 * on what it brings; the whole row is a link to the service's page. The services page shows
 * them in full (`ServicesSection`).
 */
export async function ServiceRows({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.services' })
  const { prices } = await getSiteSettings()
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="bg-(--muted) px-4 py-10 sm:px-6 lg:py-12"
    >
      <div className="mx-auto max-w-7xl">
        <HeadingWithLink
          id="services-title"
          title={t('title')}
          href="/services"
          linkLabel={t('all')}
        />
        <ul className="mt-6 grid border-b border-(--border) md:grid-cols-2 md:gap-x-12 lg:mt-8">
          {servicePages.map(({ key, href }) => (
            <li
              key={key}
              className="relative grid grid-cols-[1fr_auto] items-center gap-x-4 border-t border-(--border) py-3 hover:text-(--accent) sm:grid-cols-[1fr_auto_auto] sm:py-4"
            >
              <h3 className="font-bold sm:text-lg">
                {/* The row is the link's target area; its name is the service's. */}
                <Link href={href} className="after:absolute after:inset-0">
                  {t(`items.${key}.title`)}
                </Link>
              </h3>
              {/* Under the name on phones, in its own column beside it from tablets on. */}
              <p className="text-sm font-semibold text-(--accent) sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:text-right sm:text-base sm:font-bold sm:text-current">
                {formatPrice(prices[key], locale)}
              </p>
              <p className="hidden text-sm muted sm:row-start-2 sm:block">
                {t(`items.${key}.summary`)}
              </p>
              <Icon
                name="arrow-right"
                className="col-start-2 row-span-2 row-start-1 size-4 text-(--accent) sm:col-start-3"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
