import { serviceKeys, site } from '@/config/site'
import { serviceHref } from '@/features/home/content'
import { formatEuros } from '@/features/pricing/format-price'
import { serviceContent } from '@/features/services/content/service-content'
import type { SiteFigures } from '@/features/site-settings/site-figures'
import { localizedPath, type StaticPathname } from '@/i18n/pathnames'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'

export type SitePage = { href: string; title: string; description: string }

type MessagePage = {
  route: StaticPathname
  namespace: Parameters<typeof serverTranslator>[1]
  prefix?: string
}

/** The site's pages a visitor may look for, with the titles and descriptions they already have. */
const messagePages: MessagePage[] = [
  { route: '/services', namespace: 'services', prefix: 'list.' },
  { route: '/realisations', namespace: 'portfolio' },
  { route: '/a-propos', namespace: 'about' },
  { route: '/contact', namespace: 'contact' },
  { route: '/consultation-expertise-gratuite', namespace: 'consultation' },
  { route: '/centre-ressources-faq', namespace: 'resources' },
  { route: '/diagnostic-business-complet', namespace: 'diagnostic' },
  { route: '/guide-ia-entreprise', namespace: 'guides', prefix: 'ia.' },
  { route: '/guide-applications-web-pwa', namespace: 'guides', prefix: 'webapps.' },
  { route: '/blog', namespace: 'blog' },
]

/** Every searchable page of the site in one language (a few dozen: searched in memory). */
export function sitePages(locale: Locale, figures: SiteFigures): SitePage[] {
  // Every placeholder the listed titles and descriptions use, filled as their pages fill them.
  const values = {
    minutes: site.consultationMinutes,
    hours: site.responseHours,
    ...figures.claims,
    audit: formatEuros(figures.prices.audit.amount, locale),
  }
  const pages = messagePages.map(({ route, namespace, prefix = '' }) => {
    // The keys exist for each listed namespace; the translator is typed per namespace only.
    const t = serverTranslator(locale, namespace) as unknown as (
      key: string,
      values: Record<string, string | number>,
    ) => string
    return {
      href: localizedPath(locale, route),
      title: t(`${prefix}metaTitle`, values),
      description: t(`${prefix}metaDescription`, values),
    }
  })
  const services = serviceKeys.map((service) => {
    const content = serviceContent(service, locale, figures)
    return {
      href: localizedPath(locale, serviceHref(service)),
      title: content.metaTitle,
      description: content.metaDescription,
    }
  })
  return [...services, ...pages]
}
