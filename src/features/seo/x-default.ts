import { defaultLocale, locales, type Locale } from '@/i18n/locales'

/**
 * The `x-default` alternate of a page that exists at `paths`: the page itself in the default
 * language (French), or in the only language it exists in. The home page's is the site root,
 * which sends each visitor to their language; any other page's root would tell search engines
 * that the home page stands in for it.
 */
export function xDefaultPath(paths: Partial<Record<Locale, string>>): string {
  const isHome = locales.some((locale) => paths[locale] === `/${locale}`)
  if (isHome) return '/'
  return paths[defaultLocale] ?? locales.map((locale) => paths[locale]).find(Boolean) ?? '/'
}
