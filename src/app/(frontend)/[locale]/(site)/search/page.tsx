import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { parsePage } from '@/features/blog/pagination'
import { clientIp } from '@/features/rate-limit/client-ip'
import { consumeRateLimit } from '@/features/rate-limit/rate-limit'
import { SearchPage } from '@/features/search/components/SearchPage'
import { noOutcome, searchSite } from '@/features/search/search-site'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'search' })
  // Result pages are endless variations of one page: kept out of search engines.
  return pageMetadata({
    locale,
    href: '/search',
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: true },
  })
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : ''
  const page = parsePage(query.page)
  if (page === 'invalid') notFound()
  // The same search in the other language (its first page: the results are not the same).
  const withSwitch = (content: ReactNode) => (
    <>
      {content}
      <PageLanguageSwitch locale={locale} href="/search" query={{ q }} />
    </>
  )
  if (!q) return withSwitch(<SearchPage locale={locale} query="" outcome={noOutcome} page={1} />)
  const verdict = await consumeRateLimit('search', clientIp(await headers()))
  if (!verdict.allowed)
    return withSwitch(<SearchPage locale={locale} query={q} outcome="limited" page={page} />)
  const outcome = await searchSite(q, locale, page)
  if (outcome.total > 0 && page > outcome.pages) notFound()
  return withSwitch(<SearchPage locale={locale} query={q} outcome={outcome} page={page} />)
}
