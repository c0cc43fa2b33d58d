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
}

const ogLocale: Record<Locale, string> = { fr: 'fr_FR', en: 'en_US' }

export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString()
}

/** The one metadata builder every public page uses: canonical, hreflang, Open Graph basics. */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const canonical = absoluteUrl(getPathname({ locale: input.locale, href: input.href }))
  const available = input.onlyIn ? [input.onlyIn] : locales
  const languages: Record<string, string> = Object.fromEntries(
    available.map((locale) => [locale, absoluteUrl(getPathname({ locale, href: input.href }))]),
  )
  languages['x-default'] = absoluteUrl('/')
  return {
    metadataBase: new URL(env().SITE_URL),
    title: input.title,
    description: input.description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
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
