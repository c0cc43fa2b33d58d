import { locales, type Locale } from '@/i18n/locales'

/** One language's entry of the switch: where the page is in that language. */
export type LanguageLink = { locale: Locale; href: string; current: boolean }

export type LanguageLinksInput = {
  /** The page's language. */
  locale: Locale
  /** The page's own path in each language where it exists (the hreflang alternates). */
  paths: Partial<Record<Locale, string>>
  /** Where a language without this page sends the visitor (its home, an article's blog). */
  fallbacks: Record<Locale, string>
  /** The page's query (a search's `q`), kept in every language where the page exists. */
  query?: Record<string, string | undefined>
}

function withQuery(path: string, query: LanguageLinksInput['query']): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) if (value) search.set(key, value)
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

/**
 * The switch's links, one per language, in the site's language order: the same page in each
 * language with the page's query, or the fallback where the page has no equivalent. Computed
 * from what the page knows (its route and parameters), never from the request, so that a
 * cached page carries them.
 */
export function languageLinks({ locale, paths, fallbacks, query }: LanguageLinksInput) {
  return locales.map((target): LanguageLink => {
    const path = paths[target]
    return {
      locale: target,
      href: path ? withQuery(path, query) : fallbacks[target],
      current: target === locale,
    }
  })
}
