import type { Metadata } from 'next'

import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { notFoundMetadata } from '@/features/seo/not-found-metadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

/**
 * None at build time. With it, an unknown path renders like the other pages, for the page
 * cache, which is what gives `NotFoundPage` its 404 status; rendered per request it would go
 * out as a 200.
 */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata((await params).locale)
}

/** Any path no page claims ends on the localized not-found page. */
export default function CatchAll() {
  return <NotFoundPage />
}
