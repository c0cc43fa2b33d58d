import { getTranslations } from 'next-intl/server'

import { EstimateCalculator } from '@/features/estimator/components/EstimateCalculator'
import { FinalCtaSection } from '@/features/home/components/FinalCtaSection'
import { MethodSteps } from '@/features/home/components/MethodSteps'
import { ServicesSection } from '@/features/home/components/ServicesSection'
import { Breadcrumb } from '@/features/services/components/Breadcrumb'
import { ServicesHero } from '@/features/services/components/ServicesHero'
import { WhyCustomSection } from '@/features/services/components/WhyCustomSection'
import type { Locale } from '@/i18n/locales'

/**
 * The services page (hero, why custom, the six services, methodology, estimate calculator,
 * final call to action). The service cards, the method and the calculator are the ones the home
 * and diagnostic pages show, so prices and durations are stated once.
 */
export async function ServicesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.breadcrumb' })
  return (
    <>
      <Breadcrumb
        locale={locale}
        label={t('label')}
        items={[{ label: t('home'), href: '/' }, { label: t('services') }]}
      />
      <ServicesHero locale={locale} />
      <WhyCustomSection locale={locale} />
      <ServicesSection locale={locale} />
      <section id="method" aria-labelledby="method-title" className="px-4 pt-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <MethodSteps locale={locale} level={2} titleId="method-title" />
        </div>
      </section>
      <EstimateCalculator locale={locale} />
      <div className="mt-20">
        <FinalCtaSection locale={locale} />
      </div>
    </>
  )
}
