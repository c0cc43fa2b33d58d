import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { servicePages } from '@/config/service-pages'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { serviceFeatures } from '@/features/home/content'
import { formatPrice } from '@/features/pricing/format-price'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.services' })
  const { prices } = await getSiteSettings()
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="bg-(--muted) px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="services" title={t('title')} lead={t('lead')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {servicePages.map(({ key, href }) => (
            <li key={key} className="flex flex-col card p-6 shadow-sm">
              <p className="pill-accent">{t(`items.${key}.tag`)}</p>
              <h3 className="mt-4 text-xl font-bold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 muted">{t(`items.${key}.description`)}</p>
              <p className="mt-4 text-2xl font-extrabold">{formatPrice(prices[key], locale)}</p>
              <ul className="mt-4 flex-1 space-y-2 check-list">
                {serviceFeatures.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" />
                    {t(`items.${key}.features.${feature}`)}
                  </li>
                ))}
              </ul>
              <Link href={href} className="mt-6 link-arrow">
                {t('more')}
                <span className="sr-only">
                  {t('moreAbout', { title: t(`items.${key}.title`) })}
                </span>
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm muted">{t('payment')}</p>
      </div>
    </section>
  )
}
