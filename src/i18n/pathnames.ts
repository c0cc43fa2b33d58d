/**
 * Public pages: internal route (the folder under `app/(frontend)/[locale]`) to the slug each
 * language shows. Slugs come from the specification's route table.
 */
export const pathnames = {
  '/': '/',
  '/services': '/services',
  '/realisations': { fr: '/realisations', en: '/portfolio' },
  '/realisation/[slug]': { fr: '/realisation/[slug]', en: '/project/[slug]' },
  '/projet/[id]': '/projet/[id]',
  '/contact': '/contact',
  '/a-propos': { fr: '/a-propos', en: '/about' },
  '/politique-confidentialite': { fr: '/politique-confidentialite', en: '/privacy-policy' },
  '/conditions-generales': { fr: '/conditions-generales', en: '/terms-of-service' },
  '/conditions-generales-vente': {
    fr: '/conditions-generales-vente',
    en: '/general-terms-of-sale',
  },
  '/mentions-legales': { fr: '/mentions-legales', en: '/legal-notices' },
  '/diagnostic-business-complet': {
    fr: '/diagnostic-business-complet',
    en: '/complete-business-diagnostic',
  },
  '/guide-applications-web-pwa': { fr: '/guide-applications-web-pwa', en: '/web-apps-pwa-guide' },
  '/guide-ia-entreprise': { fr: '/guide-ia-entreprise', en: '/ai-business-guide' },
  '/consultation-expertise-gratuite': {
    fr: '/consultation-expertise-gratuite',
    en: '/free-expert-consultation',
  },
  '/centre-ressources-faq': { fr: '/centre-ressources-faq', en: '/resources-center-faq' },
  '/reservation': { fr: '/reservation', en: '/booking' },
  '/blog': '/blog',
  '/newsletter/confirmation': '/newsletter/confirmation',
  '/newsletter/desinscription': { fr: '/newsletter/desinscription', en: '/newsletter/unsubscribe' },
  '/search': { fr: '/recherche', en: '/search' },
  '/services/audit-technique-applications-web': '/services/audit-technique-applications-web',
  '/services/pwa-progressive-web-apps': '/services/pwa-progressive-web-apps',
  '/services/applications-web-sur-mesure': '/services/applications-web-sur-mesure',
  '/services/integration-intelligence-artificielle':
    '/services/integration-intelligence-artificielle',
  '/services/formation-technique-developpement': '/services/formation-technique-developpement',
  '/services/conseil-expertise-technique': '/services/conseil-expertise-technique',
} as const

export type AppPathname = keyof typeof pathnames

/** A page without a dynamic segment: a plain link target. */
export type StaticPathname = Exclude<AppPathname, `${string}[${string}`>

/**
 * The public path of a page without a dynamic segment, for code outside React (e-mails, API
 * endpoints, jobs) where next-intl's navigation helpers are not available.
 */
export function localizedPath(locale: 'fr' | 'en', internal: StaticPathname): string {
  const entry: string | Record<'fr' | 'en', string> = pathnames[internal]
  const slug = typeof entry === 'string' ? entry : entry[locale]
  return slug === '/' ? `/${locale}` : `/${locale}${slug}`
}
