import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import '@/app/(frontend)/globals.css'
import { SiteShell } from '@/components/layout/SiteShell'
import { site } from '@/config/site'
import { bootScript } from '@/features/preferences/preferences'
import { nonceHeader } from '@/features/security/content-security-policy'
import { RoutePrefetcher } from '@/features/route-prefetch/RoutePrefetcher.client'
import { routing } from '@/i18n/routing'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const t = await getTranslations({ locale, namespace: 'metadata' })
  return {
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    applicationName: site.name,
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
  // Reading the request makes every page render per request: the nonce must be new each time.
  const nonce = (await headers()).get(nonceHeader) ?? undefined
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body className="min-h-screen antialiased">
        <SiteShell locale={locale}>{children}</SiteShell>
        <RoutePrefetcher />
      </body>
    </html>
  )
}
