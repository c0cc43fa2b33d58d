import { getTranslations } from 'next-intl/server'

import type { ServiceKey } from '@/config/site'
import { AuditRequestSection } from '@/features/audits/components/AuditRequestSection'
import { FinalCtaSection } from '@/features/home/components/FinalCtaSection'
import { serviceHref } from '@/features/home/content'
import { Breadcrumb } from '@/features/services/components/Breadcrumb'
import { OtherServices } from '@/features/services/components/OtherServices'
import { PwaDemoDisclosure } from '@/features/services/components/PwaDemoDisclosure'
import { ServiceFaq } from '@/features/services/components/ServiceFaq'
import { ServiceHero } from '@/features/services/components/ServiceHero'
import { ServiceHighlights } from '@/features/services/components/ServiceHighlights'
import { ServicePricing } from '@/features/services/components/ServicePricing'
import { ServiceProcess } from '@/features/services/components/ServiceProcess'
import { ServiceProjects } from '@/features/services/components/ServiceProjects'
import { contactProjectType } from '@/features/services/contact-project-type'
import { relatedCategories } from '@/features/services/related-categories'
import { serviceContent } from '@/features/services/content/service-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { absoluteUrl, siteOrigin } from '@/features/seo/metadata'
import { service as serviceJsonLd } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'
import { PageTestimonials } from '@/features/testimonials/components/PageTestimonials'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

type Props = { service: ServiceKey; locale: Locale }

/**
 * One service page, short enough to read on a phone: what is delivered and for whom, the
 * service's own steps when they differ from the general method (shown once, on the services
 * page), the price, what clients say, the FAQ, projects and calls to action. The audit page also
 * holds the audit request form, the PWA page the PWA demo (folded).
 */
export async function ServicePage({ service, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services' })
  const settings = await getSiteSettings()
  const content = serviceContent(service, locale, settings)
  return (
    <>
      <JsonLd
        data={serviceJsonLd(siteOrigin(), {
          key: service,
          name: t(`breadcrumb.items.${service}`),
          description: content.lead,
          url: absoluteUrl(getPathname({ locale, href: serviceHref(service) })),
          locale,
          price: settings.prices[service],
        })}
      />
      <Breadcrumb
        locale={locale}
        label={t('breadcrumb.label')}
        items={[
          { label: t('breadcrumb.home'), href: '/' },
          { label: t('breadcrumb.services'), href: '/services' },
          { label: t(`breadcrumb.items.${service}`) },
        ]}
      />
      <ServiceHero
        service={service}
        locale={locale}
        lead={content.lead}
        price={settings.prices[service]}
      />
      <ServiceHighlights
        deliverables={content.deliverables}
        audiences={content.audiences}
        locale={locale}
      />
      {content.process ? <ServiceProcess steps={content.process} locale={locale} /> : null}
      <ServicePricing
        service={service}
        price={settings.prices[service]}
        pricing={content.pricing}
        withMethodLink={!content.process}
        locale={locale}
      />
      {service === 'audit' ? <AuditRequestSection locale={locale} withOffer={false} /> : null}
      {service === 'pwa' ? <PwaDemoDisclosure locale={locale} /> : null}
      <div className="mx-auto max-w-page px-4 pb-12 sm:px-6 sm:pb-20">
        <PageTestimonials
          locale={locale}
          page="services"
          title={t('page.testimonialsTitle')}
          headingId="service-testimonials-title"
        />
      </div>
      <ServiceFaq items={content.faq} locale={locale} />
      <ServiceProjects locale={locale} categories={relatedCategories[service]} />
      <OtherServices service={service} locale={locale} />
      {/* The audit page closes on its own request form; a second band would repeat it. */}
      {service === 'audit' ? null : (
        <div className="mt-14 sm:mt-20">
          <FinalCtaSection locale={locale} projectType={contactProjectType[service]} />
        </div>
      )}
    </>
  )
}
