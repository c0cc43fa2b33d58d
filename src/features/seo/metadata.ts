import type { Metadata } from 'next'

import { env } from '@/config/env'
import { site } from '@/config/site'
import { getPathname } from '@/i18n/navigation'
import { locales, type Locale } from '@/i18n/locales'
import type { AppPathname, StaticPathname } from '@/i18n/pathnames'

type Href = Parameters<typeof getPathname>[0]['href']

export type PageMetadataInput = {
  locale: Locale
  href: Href & (StaticPathname | { pathname: AppPathname })
  title: string
  description: string
  /** Set when the page has no equivalent in the other language. */
  onlyIn?: Locale
  image?: string
  /**
   * Pages whose address is data (blog articles): the path in each language where the page
   * exists, overriding `href`. A language missing here has no equivalent page.
   */
  paths?: Partial<Record<Locale, string>>
  /** An RSS feed of the page's content. */
  feed?: { title: string; path: string }
  type?: 'website' | 'article'
}

const ogLocale: Record<Locale, string> = { fr: 'fr_FR', en: 'en_US' }

export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString()
}

/** The one metadata builder every public page uses: canonical, hreflang, Open Graph basics. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const pathIn = (locale: Locale) =>
    input.paths ? input.paths[locale] : getPathname({ locale, href: input.href })
  const canonical = absoluteUrl(pathIn(input.locale) ?? getPathname(input))
  const available = input.onlyIn ? [input.onlyIn] : locales
  const languages: Record<string, string> = Object.fromEntries(
    available.flatMap((locale) => {
      const path = pathIn(locale)
      return path ? [[locale, absoluteUrl(path)]] : []
    }),
  )
  languages['x-default'] = absoluteUrl('/')
  return {
    metadataBase: new URL(env().SITE_URL),
    title: input.title,
    description: input.description,
    alternates: {
      canonical,
      languages,
      ...(input.feed
        ? { types: { 'application/rss+xml': [{ url: input.feed.path, title: input.feed.title }] } }
        : {}),
    },
    openGraph: {
      type: input.type ?? 'website',
      siteName: site.name,
      title: input.title,
      description: input.description,
      url: canonical,
      locale: ogLocale[input.locale],
      alternateLocale: locales.filter((l) => l !== input.locale).map((l) => ogLocale[l]),
      ...(input.image ? { images: [{ url: input.image, width: 1200, height: 630 }] } : {}),
    },
    twitter: { card: 'summary_large_image', title: input.title, description: input.description },
  }
}
