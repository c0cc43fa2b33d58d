import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import '@/app/(frontend)/globals.css'
import { SiteShell } from '@/components/layout/SiteShell'
import { fontVariables } from '@/components/layout/fonts'
import { site } from '@/config/site'
import { bootScript } from '@/platform/preferences/preferences'
import { RoutePrefetcher } from '@/platform/route-prefetch/RoutePrefetcher.client'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { routing } from '@/i18n/routing'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * No page is rendered at build time (the build need not see the site's database): each renders
 * on its first visit, then is served from the page cache until the owner changes what it shows
 * (tags expired by the collections' hooks) or, at the latest, after `revalidate` seconds. Pages
 * that read the request (a query string, cookies) render per request instead.
 */
export function generateStaticParams() {
  return []
}

/**
 * The longest a page is kept before it is rendered again in the background, and so the longest
 * `s-maxage` a shared cache in front of the site (nginx, a CDN) gets; a page whose data has a
 * shorter lifetime (the blog's minute, for scheduled articles) gets that one
 * (docs/DEPLOYMENT.md).
 */
export const revalidate = 300

/** The owner's site name in every page's title (the settings' cache tag refreshes it). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const { siteName } = await getSiteSettings()
  return {
    title: { template: `%s | ${siteName}`, default: siteName },
    applicationName: siteName,
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: site.themeColors.light },
    { media: '(prefers-color-scheme: dark)', color: site.themeColors.dark },
  ],
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={locale} style={fontVariables} suppressHydrationWarning>
      <head>
        {/* Allowed by its hash on pages with a nonce (src/platform/proxy/page-policy.ts). */}
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body className="min-h-screen antialiased">
        <SiteShell locale={locale}>{children}</SiteShell>
        <RoutePrefetcher />
      </body>
    </html>
  )
}
