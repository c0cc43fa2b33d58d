/** The eight fallback hero images, by category slug (files under public/). */
export const fallbackHeroImages = {
  'pwa-applications-web': '/images/blog/fallback/pwa-applications-web.webp',
  'ia-intelligence-artificielle': '/images/blog/fallback/ia-intelligence-artificielle.webp',
  'marketing-digital': '/images/blog/fallback/marketing-digital.webp',
  'developpement-web': '/images/blog/fallback/developpement-web.webp',
  cybersecurite: '/images/blog/fallback/cybersecurite.webp',
  'seo-referencement': '/images/blog/fallback/seo-referencement.webp',
  automatisation: '/images/blog/fallback/automatisation.webp',
  formation: '/images/blog/fallback/formation.webp',
} as const

type FallbackName = keyof typeof fallbackHeroImages

/** The site's four categories borrow the closest of the eight. */
const categoryFallbacks = new Map<string, FallbackName>([
  ['ai', 'ia-intelligence-artificielle'],
  ['web', 'developpement-web'],
  ['strategy', 'marketing-digital'],
  ['tutorial', 'formation'],
  ...Object.keys(fallbackHeroImages).map((name) => [name, name as FallbackName] as const),
])

/** The image shown when an article's own hero image is missing or fails to load. */
export function fallbackHeroImage(categorySlug: string | null | undefined): string {
  const name = (categorySlug && categoryFallbacks.get(categorySlug)) || 'developpement-web'
  return fallbackHeroImages[name]
}

/**
 * The retry chain for a hero image that failed: a legacy `/assets/...` path is tried
 * again under `/public`, then the category's fallback. Null when nothing is left to try.
 */
export function nextHeroSource(
  failed: string,
  original: string,
  categorySlug: string | null | undefined,
): string | null {
  const fallback = fallbackHeroImage(categorySlug)
  if (failed === original && original.startsWith('/assets/')) return `/public${original}`
  return failed === fallback ? null : fallback
}

/** Every source a hero image may show, in order: the original, then its retries. */
export function heroSourceChain(
  original: string,
  categorySlug: string | null | undefined,
): string[] {
  const chain = [original]
  for (let next = nextHeroSource(original, original, categorySlug); next !== null;) {
    chain.push(next)
    next = nextHeroSource(next, original, categorySlug)
  }
  return chain
}
