import type { SeoPageType } from '@/features/seo/manager/options'

const rules: [RegExp, SeoPageType][] = [
  [/^\/services$/, 'services'],
  [/^\/services\//, 'service'],
  [/^\/(realisations|portfolio)$/, 'portfolio'],
  [/^\/(realisation|project)\//, 'project'],
  [/^\/blog\/(?!category\/|tag\/)[^/]+/, 'article'],
  [/^\/blog(\/|$)/, 'blog'],
  [/^\/contact$/, 'contact'],
  [/^\/(reservation|booking)(\/|$)/, 'booking'],
  [/^\/(a-propos|about)$/, 'about'],
  [/^\/(guide-|web-apps-pwa-guide|ai-business-guide)/, 'guide'],
  [/^\/(centre-ressources-faq|resources-center-faq)$/, 'resources'],
  [/^\/(consultation-|free-expert-consultation)/, 'consultation'],
  [/^\/(diagnostic-|complete-business-diagnostic)/, 'diagnostic'],
  [/^\/(politique-|conditions-|mentions-|privacy|terms|general-terms|legal|cgv)/, 'legal'],
  [/^\/(recherche|search)$/, 'search'],
]

/** The page type of a site path, used when the SEO Manager creates a record for it. */
export function pageTypeOfPath(path: string): SeoPageType {
  const bare = path.replace(/^\/(fr|en)(?=\/|$)/, '') || '/'
  if (bare === '/' || bare === '/home') return 'home'
  return rules.find(([pattern]) => pattern.test(bare))?.[1] ?? 'other'
}
