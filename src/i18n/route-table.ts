import type { Locale } from '@/i18n/locales'

type Slug = `/${string}`

/**
 * One public route of the site: its canonical slug per language and the extra (legacy) paths
 * that lead to it. The redirect rule follows from the slugs: an unprefixed slug owned by one
 * language redirects there for good (308), a slug both languages share follows the visitor
 * (307); `aliases` always go to their language (308).
 */
export type RouteDefinition = {
  path: Slug | { fr: Slug; en: Slug }
  /** Unprefixed or legacy paths that are not a canonical slug. */
  aliases?: readonly { path: Slug; locale: Locale }[]
  /** Prefixed legacy paths (`/fr/...`) that point to this route in that language. */
  prefixedAliases?: readonly { path: Slug; locale: Locale }[]
  /** Token or transactional pages: kept out of sitemaps and search engines. */
  unlisted?: true
  /**
   * The page reads the request (its query string, the clock of the visit): it renders for each
   * visit, under the policy with a nonce, instead of being served from the page cache.
   */
  perRequest?: true
}

/**
 * Every public page of the site, keyed by its internal route (the folder under
 * `app/(frontend)/[locale]/(site)`). next-intl's pathnames, the redirect policy, the language
 * switch, the sitemap and the route-walk test all read this table.
 */
export const routeTable = {
  '/': { path: '/' },
  '/services': { path: '/services' },
  '/services/audit-technique-applications-web': {
    path: '/services/audit-technique-applications-web',
  },
  '/services/pwa-progressive-web-apps': { path: '/services/pwa-progressive-web-apps' },
  '/services/applications-web-sur-mesure': { path: '/services/applications-web-sur-mesure' },
  '/services/integration-intelligence-artificielle': {
    path: '/services/integration-intelligence-artificielle',
  },
  '/services/formation-technique-developpement': {
    path: '/services/formation-technique-developpement',
  },
  '/services/conseil-expertise-technique': { path: '/services/conseil-expertise-technique' },
  '/realisations': { path: { fr: '/realisations', en: '/portfolio' } },
  '/realisation/[slug]': { path: { fr: '/realisation/[slug]', en: '/project/[slug]' } },
  // Legacy links by id: a redirect to the project, or the not-found page, from the page cache.
  '/projet/[id]': { path: '/projet/[id]', unlisted: true },
  '/contact': { path: '/contact' },
  '/a-propos': { path: { fr: '/a-propos', en: '/about' } },
  '/politique-confidentialite': {
    path: { fr: '/politique-confidentialite', en: '/privacy-policy' },
    aliases: [{ path: '/privacy', locale: 'en' }],
  },
  '/conditions-generales': {
    path: { fr: '/conditions-generales', en: '/terms-of-service' },
    aliases: [{ path: '/terms', locale: 'en' }],
  },
  '/conditions-generales-vente': {
    path: { fr: '/conditions-generales-vente', en: '/general-terms-of-sale' },
    aliases: [{ path: '/cgv', locale: 'fr' }],
  },
  '/mentions-legales': { path: { fr: '/mentions-legales', en: '/legal-notices' } },
  '/diagnostic-business-complet': {
    path: { fr: '/diagnostic-business-complet', en: '/complete-business-diagnostic' },
  },
  '/guide-applications-web-pwa': {
    path: { fr: '/guide-applications-web-pwa', en: '/web-apps-pwa-guide' },
  },
  '/guide-ia-entreprise': { path: { fr: '/guide-ia-entreprise', en: '/ai-business-guide' } },
  '/consultation-expertise-gratuite': {
    path: { fr: '/consultation-expertise-gratuite', en: '/free-expert-consultation' },
    aliases: [{ path: '/consultation-gratuite', locale: 'fr' }],
    prefixedAliases: [{ path: '/fr/consultation-gratuite', locale: 'fr' }],
  },
  '/centre-ressources-faq': {
    path: { fr: '/centre-ressources-faq', en: '/resources-center-faq' },
  },
  '/reservation': { path: { fr: '/reservation', en: '/booking' }, perRequest: true },
  '/reservation/annulation': {
    path: { fr: '/reservation/annulation', en: '/booking/cancel' },
    unlisted: true,
    perRequest: true,
  },
  '/reservation/modification': {
    path: { fr: '/reservation/modification', en: '/booking/reschedule' },
    unlisted: true,
    perRequest: true,
  },
  '/reservation/confirmation': {
    path: { fr: '/reservation/confirmation', en: '/booking/confirmation' },
    unlisted: true,
    perRequest: true,
  },
  '/blog': { path: '/blog' },
  '/blog/category/[category]': { path: '/blog/category/[category]' },
  '/blog/tag/[tag]': { path: '/blog/tag/[tag]' },
  // An article's canonical path is /{lang}/blog/{categorySlug}/{articleSlug}; its other forms
  // (a bare or legacy slug) are found and redirected by the page.
  '/blog/[...slug]': { path: '/blog/[...slug]' },
  '/search': { path: { fr: '/recherche', en: '/search' }, perRequest: true },
  '/newsletter/confirmation': {
    path: '/newsletter/confirmation',
    unlisted: true,
    perRequest: true,
  },
  '/newsletter/desinscription': {
    path: { fr: '/newsletter/desinscription', en: '/newsletter/unsubscribe' },
    unlisted: true,
    perRequest: true,
  },
  // Shown by the service worker when a page is neither reachable nor cached.
  '/hors-ligne': { path: { fr: '/hors-ligne', en: '/offline' }, unlisted: true },
} as const satisfies Record<string, RouteDefinition>

export type RouteKey = keyof typeof routeTable

/** The canonical slug of a route in one language (with its `[param]` placeholders). */
export function routeSlug(key: RouteKey, locale: Locale): Slug {
  const { path }: RouteDefinition = routeTable[key]
  return typeof path === 'string' ? path : path[locale]
}

/** The routes without a parameter that the site lists (not the token or transactional pages). */
export function listedStaticRoutes(): Exclude<RouteKey, `${string}[${string}`>[] {
  return (Object.entries(routeTable) as [RouteKey, RouteDefinition][])
    .filter(([key, route]) => !key.includes('[') && !route.unlisted)
    .map(([key]) => key as Exclude<RouteKey, `${string}[${string}`>)
}
