import type { Metadata } from 'next'

import { env } from '@/config/env'
import { joinToSite } from '@/features/seo/absolute-url'
import { pagePaths, type PagePathsInput } from '@/features/seo/page-paths'
import { socialImagePath, socialSizes, type SocialSize } from '@/features/seo/social-image/sign'
import { xDefaultPath } from '@/features/seo/x-default'
import { getPathname } from '@/i18n/navigation'
import { locales, type Locale } from '@/i18n/locales'

export type PageMetadataInput = PagePathsInput & {
  title: string
  /** The whole `<title>`, without the site's title template (the home page). */
  absoluteTitle?: string
  description: string
  /** The owner's share image; without one a 1200x630 image is generated from the title. */
  image?: string
  /** The small line above the title on the generated image (an article's category). */
  imageLabel?: string
  /** An RSS feed of the page's content. */
  feed?: { title: string; path: string }
  type?: 'website' | 'article'
  /** Set by pages that must stay out of search engines (personal links, result pages). */
  robots?: Metadata['robots']
}

const ogLocale: Record<Locale, string> = { fr: 'fr_FR', en: 'en_US' }

export function absoluteUrl(path: string): string {
  return joinToSite(path, env().SITE_URL)
}

/** The site's origin without a trailing slash (`https://example.com`), for structured data. */
export function siteOrigin(): string {
  return new URL(env().SITE_URL).origin
}

/**
 * A route's default metadata: canonical, hreflang, Open Graph basics (see `page-metadata.ts`).
 * `siteName` is the settings' one, which the caller reads through the cached settings.
 */
export function buildPageMetadata(input: PageMetadataInput, siteName: string): Metadata {
  const paths = pagePaths(input)
  const canonical = absoluteUrl(paths[input.locale] ?? getPathname(input))
  const languages: Record<string, string> = Object.fromEntries(
    Object.entries(paths).flatMap(([locale, path]) => (path ? [[locale, absoluteUrl(path)]] : [])),
  )
  languages['x-default'] = absoluteUrl(xDefaultPath(paths))
  const images = shareImages(input)
  return {
    metadataBase: new URL(env().SITE_URL),
    title: input.absoluteTitle ? { absolute: input.absoluteTitle } : input.title,
    ...(input.robots ? { robots: input.robots } : {}),
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
      siteName,
      title: input.title,
      description: input.description,
      url: canonical,
      locale: ogLocale[input.locale],
      alternateLocale: locales.filter((l) => l !== input.locale).map((l) => ogLocale[l]),
      images: [images.og],
    },
    twitter: {
      card: 'summary_large_image',
      title: input.title,
      description: input.description,
      images: [images.twitter],
    },
  }
}

/** The owner's image when set, else the generated ones (1200x630, and 1200x675 for X). */
function shareImages(input: PageMetadataInput) {
  const alt = input.title
  if (input.image) {
    const custom = { url: input.image, alt }
    return { og: custom, twitter: custom }
  }
  const generated = (size: SocialSize) => ({
    url: socialImagePath(
      { title: input.title, label: input.imageLabel ?? '', size },
      env().PAYLOAD_SECRET,
    ),
    ...socialSizes[size],
    alt,
    type: 'image/png',
  })
  return { og: generated('og'), twitter: generated('twitter') }
}
