import { ArrowRight } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { prices, site } from '@/config/site'
import { FaqList } from '@/features/home/components/FaqList'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { faqItems } from '@/features/home/content'
import { formatEuros } from '@/features/pricing/format-price'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/**
 * Values of the answers' placeholders. Prices and delays come from the site constants so the
 * answers never contradict the price list; the resources centre reuses these answers.
 */
export function faqAnswerValues(locale: Locale) {
  return {
    audit: formatEuros(prices.audit.amount, locale),
    pwa: formatEuros(prices.pwa.amount, locale),
    webapps: formatEuros(prices.webapps.amount, locale),
    ia: formatEuros(prices.ia.amount, locale),
    formation: formatEuros(prices.formation.amount, locale),
    conseil: formatEuros(prices.conseil.amount, locale),
    minutes: site.consultationMinutes,
    hours: site.responseHours,
  }
}

/** The home FAQ; answers open without JavaScript (see `Disclosure`). */
export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.faq' })
  const values = faqAnswerValues(locale)
  return (
    <section id="faq" aria-labelledby="faq-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq" title={t('title')} />
        <div className="mt-10">
          <FaqList
            items={faqItems.map((key) => ({
              question: t(`items.${key}.question`),
              answer: t(`items.${key}.answer`, values),
            }))}
          />
        </div>
        <p className="mt-8 text-center">
          <Link
            href="/centre-ressources-faq"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-[var(--accent)] hover:underline"
          >
            {t('more')}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </p>
      </div>
    </section>
  )
}
