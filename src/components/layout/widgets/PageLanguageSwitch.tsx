import { languageLabels } from '@/components/layout/shell-labels'
import { LanguageSwitch } from '@/components/layout/widgets/LanguageSwitch.client'
import { languageLinks, type LanguageLinksInput } from '@/components/layout/widgets/language-links'
import { pagePaths, type PagePathsInput } from '@/features/seo/page-paths'
import { locales, type Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import type { StaticPathname } from '@/i18n/pathnames'

type Props = PagePathsInput & {
  /** Where a language without this page goes: its home unless said otherwise. */
  fallback?: StaticPathname
  query?: LanguageLinksInput['query']
}

/**
 * A page's language switch, given what its metadata is given (route and parameters, or its
 * paths): the links are the page's hreflang alternates. Each page renders it, as the layout
 * cannot know which page it wraps without reading the request.
 */
export async function PageLanguageSwitch({ fallback = '/', query, ...page }: Props) {
  const fallbacks = Object.fromEntries(
    locales.map((locale) => [locale, getPathname({ locale, href: fallback })]),
  ) as Record<Locale, string>
  const links = languageLinks({ locale: page.locale, paths: pagePaths(page), fallbacks, query })
  return <LanguageSwitch labels={await languageLabels(page.locale)} links={links} />
}
