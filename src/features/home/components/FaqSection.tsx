import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { serviceKeys, site } from '@/config/site'
import { FaqList } from '@/features/home/components/FaqList'
import { homeFaqItems } from '@/features/home/content'
import { formatEuros } from '@/features/pricing/format-price'
import type { PriceList } from '@/features/pricing/price-list'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * Values of the answers' placeholders. Prices come from the settings' price list and delays from
 * the site constants, so the answers never contradict the price list; the resources centre
 * reuses these answers.
 */
export function faqAnswerValues(locale: Locale, prices: PriceList) {
  const amounts = serviceKeys.map((key) => [key, formatEuros(prices[key].amount, locale)])
  return {
    ...(Object.fromEntries(amounts) as Record<keyof PriceList, string>),
    minutes: site.consultationMinutes,
    hours: site.responseHours,
  }
}

/**
 * The questions a first visit asks, beside their heading on wide screens, and the way to the
 * full FAQ; answers open without JavaScript (see `Disclosure`).
 */
export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.faq' })
  const values = faqAnswerValues(locale, (await getSiteSettings()).prices)
  return (
    <section id="faq" aria-labelledby="faq-title" className="px-4 py-10 sm:px-6 lg:py-12">
      <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <h2 id="faq-title" className="section-title">
            {t('title')}
          </h2>
          <Link href="/centre-ressources-faq" className="mt-2 link-arrow">
            {t('more')}
            <Icon name="arrow-right" className="size-4 shrink-0" />
          </Link>
        </div>
        <FaqList
          items={homeFaqItems.map((key) => ({
            question: t(`items.${key}.question`),
            answer: t(`items.${key}.answer`, values),
          }))}
        />
      </div>
    </section>
  )
}
