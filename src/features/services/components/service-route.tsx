import type { ServiceKey } from '@/config/site'
import { serviceHref } from '@/features/home/content'
import { pageRoute } from '@/features/routing/page-route'
import { ServicePage } from '@/features/services/components/ServicePage'
import { serviceContent } from '@/features/services/content/service-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

/** The six service routes are the same page for another service: their files only name it. */
export function serviceRoute(service: ServiceKey) {
  return pageRoute({
    href: serviceHref(service),
    async metadata({ locale }) {
      const content = serviceContent(service, locale, await getSiteSettings())
      return { title: content.metaTitle, description: content.metaDescription }
    },
    content: ({ locale }) => <ServicePage service={service} locale={locale} />,
  })
}
