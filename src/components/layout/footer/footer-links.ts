import { servicePages } from '@/config/service-pages'
import type messages from '@/i18n/messages/fr.json'
import type { StaticPathname } from '@/i18n/pathnames'

type FooterMessages = (typeof messages)['footer']

/** A footer link: its message key under `footer.links` and the internal pathname. */
export type FooterLink = { key: keyof FooterMessages['links']; href: StaticPathname }

type ColumnTitle = 'navigationTitle' | 'servicesTitle' | 'companyTitle' | 'resourcesTitle'

export const footerColumns: { title: ColumnTitle; links: FooterLink[] }[] = [
  {
    title: 'navigationTitle',
    links: [
      { key: 'home', href: '/' },
      { key: 'services', href: '/services' },
      { key: 'portfolio', href: '/realisations' },
      { key: 'blog', href: '/blog' },
      { key: 'contact', href: '/contact' },
      { key: 'booking', href: '/reservation' },
    ],
  },
  {
    title: 'servicesTitle',
    links: servicePages,
  },
  {
    title: 'companyTitle',
    links: [
      { key: 'about', href: '/a-propos' },
      { key: 'consultation', href: '/consultation-expertise-gratuite' },
      { key: 'diagnostic', href: '/diagnostic-business-complet' },
    ],
  },
  {
    title: 'resourcesTitle',
    links: [
      { key: 'resources', href: '/centre-ressources-faq' },
      { key: 'guidePwa', href: '/guide-applications-web-pwa' },
      { key: 'guideAi', href: '/guide-ia-entreprise' },
      { key: 'search', href: '/search' },
    ],
  },
]

/** The legal pages, in view at the footer's end on every screen (never folded away). */
export const legalLinks: FooterLink[] = [
  { key: 'privacy', href: '/politique-confidentialite' },
  { key: 'terms', href: '/conditions-generales' },
  { key: 'sales', href: '/conditions-generales-vente' },
  { key: 'legal', href: '/mentions-legales' },
]
