import type { Metadata } from 'next'

import { NotFoundScreen } from '@/components/layout/NotFoundScreen.client'
import { notFoundMetadata } from '@/features/seo/not-found-metadata'
import { defaultLocale, isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale?: string }> }

/**
 * The title and robots rule of a page drawn by this boundary. Next.js uses them when it renders
 * a not-found page as the boundary's page rather than its own: in particular when it renders a
 * cached not-found page again in the background once it is stale. Without them that render kept
 * only the layout's title ("Studio Web & IA").
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return notFoundMetadata(isLocale(locale) ? locale : defaultLocale)
}

/**
 * What the browser shows when a page's notFound() reaches it during a client-side navigation
 * or hydration. The server's HTML of a not-found page comes from `NotFoundPage` instead
 * (src/components/layout/NotFoundPage.tsx says why).
 */
export default function NotFound() {
  return <NotFoundScreen />
}
