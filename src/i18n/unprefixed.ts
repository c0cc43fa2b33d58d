import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { pathnames } from '@/i18n/pathnames'

/**
 * Redirect policy for paths without a language prefix (PRODUCT.md section 2):
 * a slug that belongs to one language goes there for good (308); a slug both languages share
 * goes to the visitor's language (307): saved cookie, then Accept-Language, then French.
 */

export type UnprefixedTarget = { pathname: string; status: 307 | 308 }

/** Extra unprefixed or legacy slugs of the specification that are not canonical paths. */
const aliases: Record<string, { locale: Locale; internal: keyof typeof pathnames }> = {
  '/privacy': { locale: 'en', internal: '/politique-confidentialite' },
  '/terms': { locale: 'en', internal: '/conditions-generales' },
  '/cgv': { locale: 'fr', internal: '/conditions-generales-vente' },
  '/consultation-gratuite': { locale: 'fr', internal: '/consultation-expertise-gratuite' },
}

/** Prefixed legacy slugs that point to another canonical path of the same language. */
const prefixedAliases: Record<string, string> = {
  '/fr/consultation-gratuite': '/fr/consultation-expertise-gratuite',
}

function slugOf(internal: keyof typeof pathnames, locale: Locale): string {
  const entry = pathnames[internal]
  return typeof entry === 'string' ? entry : entry[locale]
}

type SlugOwner = { internal: keyof typeof pathnames; locales: Locale[] }

const ownersBySlug = new Map<string, SlugOwner>()
for (const internal of Object.keys(pathnames) as (keyof typeof pathnames)[]) {
  for (const locale of ['fr', 'en'] as const) {
    const slug = slugOf(internal, locale)
    const owner = ownersBySlug.get(slug) ?? { internal, locales: [] }
    owner.locales.push(locale)
    ownersBySlug.set(slug, owner)
  }
}

const singleLanguagePrefixes: { prefix: string; locale: Locale; target: string }[] = [
  { prefix: '/realisation/', locale: 'fr', target: '/fr/realisation/' },
  { prefix: '/project/', locale: 'en', target: '/en/project/' },
]

function withPrefix(locale: Locale, slug: string): string {
  return slug === '/' ? `/${locale}` : `/${locale}${slug}`
}

export function resolveUnprefixed(pathname: string, preferred: Locale): UnprefixedTarget | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const legacy = prefixedAliases[trimmed]
  if (legacy) return { pathname: legacy, status: 308 }

  const first = trimmed.split('/')[1]
  if (isLocale(first)) return null

  const alias = aliases[trimmed]
  if (alias)
    return { pathname: withPrefix(alias.locale, slugOf(alias.internal, alias.locale)), status: 308 }

  const owner = ownersBySlug.get(trimmed)
  if (owner) {
    if (owner.locales.length === 1) {
      const [locale] = owner.locales as [Locale]
      return { pathname: withPrefix(locale, trimmed), status: 308 }
    }
    return { pathname: withPrefix(preferred, trimmed), status: 307 }
  }

  // Legacy project links by id: the page redirects to the project in the visitor's language.
  if (trimmed.startsWith('/projet/')) {
    return { pathname: withPrefix(preferred, trimmed), status: 307 }
  }

  for (const rule of singleLanguagePrefixes) {
    if (trimmed.startsWith(rule.prefix)) {
      return { pathname: rule.target + trimmed.slice(rule.prefix.length), status: 308 }
    }
  }

  // Unknown path: send it to the visitor's language, where it meets the localized not-found page.
  return { pathname: withPrefix(preferred, trimmed), status: 307 }
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
