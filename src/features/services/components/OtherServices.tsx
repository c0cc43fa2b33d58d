import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { servicePages } from '@/config/service-pages'
import type { ServiceKey } from '@/config/site'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** Links to the five other service pages and back to the list. */
export async function OtherServices({ service, locale }: { service: ServiceKey; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  const cards = await getTranslations({ locale, namespace: 'home.services.items' })
  return (
    <section
      id="other-services"
      aria-labelledby="other-services-title"
      className="bg-(--muted) px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="other-services" title={t('othersTitle')} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {servicePages
            .filter((page) => page.key !== service)
            .map(({ key, href }) => (
              <li key={key}>
                <Link
                  href={href}
                  className="flex h-full flex-col card p-5 font-semibold hover:border-(--accent)"
                >
                  <span className="text-sm font-normal muted">{cards(`${key}.tag`)}</span>
                  <span className="mt-1">{cards(`${key}.title`)}</span>
                </Link>
              </li>
            ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href="/services" className="link-arrow">
            {t('allServices')}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </p>
      </div>
    </section>
  )
}
