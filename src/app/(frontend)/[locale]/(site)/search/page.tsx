import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { parsePage } from '@/features/blog/addresses/pagination'
import { clientLimitKey } from '@/platform/rate-limit/client-ip'
import { consumeRateLimit } from '@/platform/rate-limit/rate-limit'
import { pageRoute, queryValues } from '@/features/routing/page-route'
import { SearchPage } from '@/features/search/components/SearchPage'
import { noOutcome, searchSite } from '@/features/search/search-site'

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/search'>, { q: string }>({
  href: '/search',
  // Result pages are endless variations of one page: kept out of search engines.
  robots: { index: false, follow: true },
  metadata: 'search',
  // The same search in the other language (its first page: the results are not the same).
  async query({ searchParams }) {
    const { q } = await queryValues(searchParams, ['q'])
    return { q: q ? q.trim().slice(0, 200) : '' }
  },
  async content({ locale, query: { q }, searchParams }) {
    const page = parsePage((await searchParams).page)
    if (page === 'invalid') notFound()
    if (!q) return <SearchPage locale={locale} query="" outcome={noOutcome} page={1} />
    const verdict = await consumeRateLimit('search', clientLimitKey(await headers()))
    if (!verdict.allowed)
      return <SearchPage locale={locale} query={q} outcome="limited" page={page} />
    const outcome = await searchSite(q, locale, page)
    if (outcome.total > 0 && page > outcome.pages) notFound()
    return <SearchPage locale={locale} query={q} outcome={outcome} page={page} />
  },
})

export { generateMetadata, Page as default }
