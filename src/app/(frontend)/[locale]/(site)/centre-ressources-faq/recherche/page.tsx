import { ResourcesPage } from '@/features/resources/components/ResourcesPage'
import { queryParam } from '@/features/resources/faq-search'
import { pageRoute } from '@/features/routing/page-route'

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

/**
 * Reached through the proxy's rewrite of `?q=`: reading the query renders it for each visit. The
 * FAQ filtered on the server for a search made without JavaScript (src/features/resources/search-route.ts)
 * shares the metadata and the canonical address of the resources centre.
 */
const { generateMetadata, Page } = pageRoute<
  PageProps<'/[locale]/centre-ressources-faq/recherche'>,
  { q: string }
>({
  href: '/centre-ressources-faq',
  metadata: 'resources',
  query: async ({ searchParams }) => ({ q: queryParam((await searchParams).q) }),
  content: ({ locale, query }) => <ResourcesPage locale={locale} query={query.q} />,
})

export { generateMetadata, Page as default }
