import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import type { ServiceKey } from '@/config/site'
import { formatPrice, type Price } from '@/features/pricing/format-price'
import { serviceContactHref } from '@/features/services/contact-project-type'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = { service: ServiceKey; locale: Locale; lead: string; price: Price }

/**
 * Title and tag of the service card, the page's own lead, the price with the payment methods,
 * and the calls to action (the card's feature bullets are the deliverables further down).
 */
export async function ServiceHero({ service, locale, lead, price }: Props) {
  const card = await getTranslations({ locale, namespace: `home.services.items.${service}` })
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <section aria-labelledby="service-title" className="px-4 pt-6 pb-12 sm:px-6 sm:pt-8 sm:pb-16">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div>
          <p className="w-fit rounded-full border border-(--accent) px-3 py-1 text-sm font-semibold text-(--accent)">
            {card('tag')}
          </p>
          <h1
            id="service-title"
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {card('title')}
          </h1>
          <p className="mt-4 max-w-3xl text-lg muted sm:mt-6">{lead}</p>
        </div>
        <div className="card p-6 shadow-lg">
          <p className="text-sm font-semibold muted">{t('priceLabel')}</p>
          <p data-testid="service-price" className="mt-1 text-3xl font-extrabold">
            {formatPrice(price, locale)}
          </p>
          <p className="mt-3 text-sm">{t('payment')}</p>
          <div className="mt-6 flex flex-col gap-3">
            {service === 'audit' ? (
              <a href="#audit" className={buttonStyles.primary}>
                {t('requestAudit')}
              </a>
            ) : null}
            <Link
              href="/reservation"
              className={service === 'audit' ? buttonStyles.outline : buttonStyles.primary}
            >
              {t('book')}
            </Link>
            <Link href={serviceContactHref(service)} className={buttonStyles.outline}>
              {t('contact')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
