/**
 * Every public page and every address it must answer at, written out path by path: the
 * canonical `/fr` and `/en` paths, the unprefixed ones and the legacy ones (such as `/cgv` or
 * `/projet/{id}`), independently of the route table the site is built from, so that a path
 * dropped from that table fails here. `{slug}` and `{id}` are filled with a seeded project.
 */
export type SpecRoute = { page: string; paths: string[] }

const servicePages = [
  'audit-technique-applications-web',
  'pwa-progressive-web-apps',
  'applications-web-sur-mesure',
  'integration-intelligence-artificielle',
  'formation-technique-developpement',
  'conseil-expertise-technique',
]

export const specRoutes: SpecRoute[] = [
  { page: 'Home', paths: ['/', '/fr', '/en'] },
  {
    page: 'Portfolio',
    paths: ['/fr/realisations', '/en/portfolio', '/realisations', '/portfolio'],
  },
  { page: 'Services list', paths: ['/fr/services', '/en/services', '/services'] },
  ...servicePages.map((slug) => ({
    page: `Service ${slug}`,
    paths: [`/services/${slug}`, `/fr/services/${slug}`, `/en/services/${slug}`],
  })),
  { page: 'Contact', paths: ['/fr/contact', '/en/contact', '/contact'] },
  {
    page: 'Privacy',
    paths: [
      '/fr/politique-confidentialite',
      '/en/privacy-policy',
      '/privacy-policy',
      '/privacy',
      '/politique-confidentialite',
    ],
  },
  {
    page: 'Terms of use',
    paths: ['/fr/conditions-generales', '/en/terms-of-service', '/terms-of-service', '/terms'],
  },
  {
    page: 'Sales terms',
    paths: [
      '/fr/conditions-generales-vente',
      '/en/general-terms-of-sale',
      '/cgv',
      '/conditions-generales-vente',
    ],
  },
  {
    page: 'Legal notices',
    paths: ['/fr/mentions-legales', '/en/legal-notices', '/mentions-legales', '/legal-notices'],
  },
  {
    page: 'Project detail',
    paths: [
      '/realisation/{slug}',
      '/fr/realisation/{slug}',
      '/en/project/{slug}',
      '/project/{slug}',
      '/projet/{id}',
    ],
  },
  {
    page: 'Business diagnostic',
    paths: [
      '/fr/diagnostic-business-complet',
      '/en/complete-business-diagnostic',
      '/diagnostic-business-complet',
      '/complete-business-diagnostic',
    ],
  },
  {
    page: 'Web apps and PWA guide',
    paths: [
      '/fr/guide-applications-web-pwa',
      '/en/web-apps-pwa-guide',
      '/guide-applications-web-pwa',
      '/web-apps-pwa-guide',
    ],
  },
  {
    page: 'Free consultation',
    paths: [
      '/fr/consultation-expertise-gratuite',
      '/en/free-expert-consultation',
      '/fr/consultation-gratuite',
      '/consultation-gratuite',
      '/consultation-expertise-gratuite',
      '/free-expert-consultation',
    ],
  },
  {
    page: 'Resources and FAQ',
    paths: [
      '/fr/centre-ressources-faq',
      '/en/resources-center-faq',
      '/centre-ressources-faq',
      '/resources-center-faq',
    ],
  },
  {
    page: 'AI business guide',
    paths: [
      '/fr/guide-ia-entreprise',
      '/en/ai-business-guide',
      '/guide-ia-entreprise',
      '/ai-business-guide',
    ],
  },
  { page: 'About', paths: ['/fr/a-propos', '/en/about', '/a-propos', '/about'] },
  {
    page: 'Booking',
    paths: ['/fr/reservation', '/en/booking', '/reservation', '/booking'],
  },
  { page: 'Blog list', paths: ['/blog', '/fr/blog', '/en/blog'] },
  {
    page: 'Blog by category',
    paths: ['/blog/category/ai', '/fr/blog/category/ai', '/en/blog/category/web'],
  },
  {
    page: 'Blog article',
    paths: [
      '/blog/{article}',
      '/fr/blog/{article}',
      '/fr/blog/{articleSlug}',
      '/en/blog/{articleSlugEn}',
      '/blog/{articleSlug}',
    ],
  },
  { page: 'Search', paths: ['/search?q=pwa', '/fr/recherche?q=pwa', '/en/search?q=pwa'] },
]
