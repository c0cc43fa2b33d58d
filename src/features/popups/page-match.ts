import { locales } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'

/**
 * Pages where a popup would disturb what the visitor came to do: the back office, the legal
 * texts, and the pages where they are already converting (contact, booking, free consultation)
 * or just did (newsletter confirmation). They win over the owner's targets.
 */
export const excludedPages = [
  '/admin',
  '/contact',
  '/reservation',
  '/consultation-expertise-gratuite',
  '/consultation-gratuite',
  '/politique-confidentialite',
  '/conditions-generales',
  '/conditions-generales-vente',
  '/mentions-legales',
  '/newsletter',
] as const

/** The path without its locale prefix, without query, hash or trailing slash: `/blog/x`. */
export function pagePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/'
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  for (const locale of locales) {
    if (withSlash === `/${locale}`) return '/'
    if (withSlash.startsWith(`/${locale}/`)) return withSlash.slice(locale.length + 1)
  }
  return withSlash
}

/**
 * The slugs a target stands for in every language: owners write the French internal path
 * (`/realisations`), which is `/portfolio` in English. A target below a translated page keeps
 * its remainder (`/realisations/x` also covers `/portfolio/x`).
 */
function slugsOf(target: string): string[] {
  const slugs = new Set([target])
  for (const [internal, entry] of Object.entries(pathnames)) {
    if (internal === '/' || typeof entry === 'string') continue
    if (target !== internal && !target.startsWith(`${internal}/`)) continue
    const rest = target.slice(internal.length)
    for (const slug of Object.values(entry)) slugs.add(`${slug}${rest}`)
  }
  return [...slugs]
}

/** `/blog` and `/blog/*` cover the blog and every page below it; `/` is the home page alone. */
function covers(target: string, page: string): boolean {
  const cleaned = pagePath(target.trim().replace(/\/\*$/, ''))
  return slugsOf(cleaned).some((slug) =>
    slug === '/' ? page === '/' : page === slug || page.startsWith(`${slug}/`),
  )
}

export function isExcludedPage(path: string): boolean {
  const page = pagePath(path)
  return excludedPages.some((excluded) => covers(excluded, page))
}

/** Whether a popup with these targets may show on `path` (any language). */
export function popupTargetsPage(targets: readonly string[] | null | undefined, path: string) {
  if (isExcludedPage(path)) return false
  const page = pagePath(path)
  const usable = (targets ?? []).filter((target) => target.trim() !== '')
  if (usable.length === 0) return true
  return usable.some((target) => covers(target, page))
}
