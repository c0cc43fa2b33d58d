import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales'
import { withLocalePrefix } from '@/i18n/pathnames'
import { routeSlug, routeTable, type RouteDefinition, type RouteKey } from '@/i18n/route-table'

/**
 * Redirect policy for paths without a language prefix, read from the
 * route table: a slug that belongs to one language goes there for good (308); a slug both
 * languages share goes to the visitor's language (307): saved cookie, then Accept-Language,
 * then French. Aliases (legacy paths such as `/privacy`) go to their language (308).
 */

export type UnprefixedTarget = { pathname: string; status: 307 | 308 }

type SlugOwner = { key: RouteKey; locales: Locale[] }

const ownersBySlug = new Map<string, SlugOwner>()
const aliasTargets = new Map<string, string>()
const prefixedAliasTargets = new Map<string, string>()

for (const key of Object.keys(routeTable) as RouteKey[]) {
  const route: RouteDefinition = routeTable[key]
  for (const locale of locales) {
    const slug = routeSlug(key, locale)
    if (slug.includes('[')) continue
    const owner = ownersBySlug.get(slug) ?? { key, locales: [] }
    owner.locales.push(locale)
    ownersBySlug.set(slug, owner)
  }
  for (const alias of route.aliases ?? []) {
    aliasTargets.set(alias.path, withLocalePrefix(alias.locale, routeSlug(key, alias.locale)))
  }
  for (const alias of route.prefixedAliases ?? []) {
    prefixedAliasTargets.set(
      alias.path,
      withLocalePrefix(alias.locale, routeSlug(key, alias.locale)),
    )
  }
}

/** Unprefixed detail pages: a prefix owned by one language, or shared (legacy ids). */
const dynamicPrefixes: { prefix: string; locale?: Locale }[] = [
  { prefix: '/realisation/', locale: 'fr' },
  { prefix: '/project/', locale: 'en' },
  // Legacy project links by id: the page redirects to the project in the visitor's language.
  { prefix: '/projet/' },
  // Blog articles and categories: the slug is shared, the article page finds the language.
  { prefix: '/blog/' },
]

export function resolveUnprefixed(pathname: string, preferred: Locale): UnprefixedTarget | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const legacy = prefixedAliasTargets.get(trimmed)
  if (legacy) return { pathname: legacy, status: 308 }

  const first = trimmed.split('/')[1]
  if (isLocale(first)) return null

  const alias = aliasTargets.get(trimmed)
  if (alias) return { pathname: alias, status: 308 }

  const owner = ownersBySlug.get(trimmed)
  if (owner) {
    const [only] = owner.locales
    if (owner.locales.length === 1 && only) {
      return { pathname: withLocalePrefix(only, trimmed), status: 308 }
    }
    return { pathname: withLocalePrefix(preferred, trimmed), status: 307 }
  }

  for (const rule of dynamicPrefixes) {
    if (trimmed.startsWith(rule.prefix)) {
      const locale = rule.locale ?? preferred
      return { pathname: withLocalePrefix(locale, trimmed), status: rule.locale ? 308 : 307 }
    }
  }

  // Unknown path: send it to the visitor's language, where it meets the localized not-found page.
  return { pathname: withLocalePrefix(preferred, trimmed), status: 307 }
}

/** Visitor's language: saved cookie, then the best Accept-Language match, then French. */
export function detectLocale(
  cookieValue: string | undefined,
  acceptLanguage: string | null,
): Locale {
  if (isLocale(cookieValue)) return cookieValue
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part, index) => {
        const [tag = '', ...params] = part.trim().split(';')
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
        const quality = q ? Number(q.slice(2)) : 1
        return {
          base: tag.toLowerCase().split('-')[0],
          quality: Number.isFinite(quality) ? quality : 0,
          index,
        }
      })
      .filter((entry) => entry.quality > 0)
      .sort((a, b) => b.quality - a.quality || a.index - b.index)
    const match = ranked.find((entry) => isLocale(entry.base))
    if (match && isLocale(match.base)) return match.base
  }
  return defaultLocale
}
