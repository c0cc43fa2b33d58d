import { getTranslations } from 'next-intl/server'

import type { ServiceKey } from '@/config/site'
import { AuditRequestSection } from '@/features/audits/components/AuditRequestSection'
import { FinalCtaSection } from '@/features/home/components/FinalCtaSection'
import { serviceHref } from '@/features/home/content'
import { RelatedProjects } from '@/features/portfolio/components/RelatedProjects'
import { PwaDemoSection } from '@/features/pwa-demo/components/PwaDemoSection'
import { Breadcrumb } from '@/features/services/components/Breadcrumb'
import { OtherServices } from '@/features/services/components/OtherServices'
import { ServiceFaq } from '@/features/services/components/ServiceFaq'
import { ServiceHero } from '@/features/services/components/ServiceHero'
import { ServiceHighlights } from '@/features/services/components/ServiceHighlights'
import { ServicePricing } from '@/features/services/components/ServicePricing'
import { ServiceProcess } from '@/features/services/components/ServiceProcess'
import { contactProjectType } from '@/features/services/contact-project-type'
import { relatedCategories } from '@/features/services/related-categories'
import { serviceContent } from '@/features/services/content/service-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { absoluteUrl, siteOrigin } from '@/features/seo/metadata'
import { service as serviceJsonLd } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'

type Props = { service: ServiceKey; locale: Locale }

/**
 * One service page: breadcrumb, what is delivered, for whom, process, price, FAQ, related
 * projects and calls to action; the audit page also holds the audit request form, the PWA page the PWA demo.
 */
export async function ServicePage({ service, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services.breadcrumb' })
  const settings = await getSiteSettings()
  const content = serviceContent(service, locale, settings)
  return (
    <>
      <JsonLd
        data={serviceJsonLd(siteOrigin(), {
          key: service,
          name: t(`items.${service}`),
          description: content.lead,
          url: absoluteUrl(getPathname({ locale, href: serviceHref(service) })),
          locale,
          price: settings.prices[service],
        })}
      />
      <Breadcrumb
        locale={locale}
        label={t('label')}
        items={[
          { label: t('home'), href: '/' },
          { label: t('services'), href: '/services' },
          { label: t(`items.${service}`) },
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
      <ServiceProcess steps={content.process} locale={locale} />
      {service === 'pwa' ? <PwaDemoSection locale={locale} /> : null}
      <ServicePricing
        service={service}
        price={settings.prices[service]}
        pricing={content.pricing}
        locale={locale}
      />
      {service === 'audit' ? <AuditRequestSection locale={locale} /> : null}
      <ServiceFaq items={content.faq} locale={locale} />
      <RelatedProjects locale={locale} categories={relatedCategories[service]} fill />
      <OtherServices service={service} locale={locale} />
      <div className="mt-20">
        <FinalCtaSection locale={locale} projectType={contactProjectType[service]} />
      </div>
    </>
  )
}
