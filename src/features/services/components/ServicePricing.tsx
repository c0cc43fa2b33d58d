import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { buttonStyles } from '@/components/ui/button-styles'
import type { ServiceKey } from '@/config/site'
import { formatPrice, type Price } from '@/features/pricing/format-price'
import { MethodLink } from '@/features/services/components/MethodLink'
import { serviceContactHref } from '@/features/services/contact-project-type'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = {
  service: ServiceKey
  price: Price
  pricing: ServiceContent['pricing']
  /** A build project follows the general method: one line leads to it under what is included. */
  withMethodLink: boolean
  locale: Locale
}

/**
 * The price of the price list, how it is set, what it includes and when it is paid (the payment
 * methods are in the hero's price card and in the schedule, not a third time).
 */
export async function ServicePricing({ service, price, pricing, withMethodLink, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="px-4 py-12 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-2">
        <div>
          <h2 id="pricing-title" className="section-title">
            {t('pricingTitle')}
          </h2>
          <p className="mt-4 text-4xl font-extrabold text-(--accent)">
            {formatPrice(price, locale)}
          </p>
          <p className="mt-4">{pricing.basis}</p>
          <p className="mt-4 muted">{pricing.schedule}</p>
          {/* The flat-rate audit needs no quote: its request form is further down the page. */}
          {service === 'audit' ? (
            <a href="#audit" className={`${buttonStyles.primary} mt-8`}>
              {t('requestAudit')}
            </a>
          ) : (
            <Link href={serviceContactHref(service)} className={`${buttonStyles.primary} mt-8`}>
              {t('quote')}
            </Link>
          )}
        </div>
        <div className="h-fit rounded-2xl border border-(--border) bg-(--muted) p-6 sm:p-8">
          <h3 className="text-xl font-bold">{t('includedTitle')}</h3>
          <ul className="mt-4 space-y-3">
            {pricing.included.map((item) => (
              <li key={item} className="flex gap-3">
                <Icon name="check" className="mt-1 size-4 shrink-0 text-(--accent)" />
                {item}
              </li>
            ))}
          </ul>
          {withMethodLink ? <MethodLink locale={locale} className="mt-4" /> : null}
        </div>
      </div>
    </section>
  )
}
