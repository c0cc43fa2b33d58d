import { parseCategoryFilter, type FilterCategory } from '@/features/portfolio/categories'
import { PortfolioPage } from '@/features/portfolio/components/PortfolioPage'
import { noStaticParams, pageRoute } from '@/features/routing/page-route'

/** None at build time: each filtered view renders on its first visit, then comes from the cache. */
export const generateStaticParams = noStaticParams

type Filter = { category: FilterCategory }

/**
 * Reached through the proxy's rewrite of `?category=` (src/features/portfolio/filter-route.ts),
 * which stays its public address in either language. A filtered view shares the metadata and
 * the canonical address of the whole portfolio; an unknown category ends on the not-found page.
 */
const { generateMetadata, Page } = pageRoute<
  PageProps<'/[locale]/realisations/categorie/[category]'>,
  Filter
>({
  href: '/realisations',
  metadata: 'portfolio',
  query: ({ params }) => ({ category: parseCategoryFilter(params.category) }),
  content: ({ locale, query: { category } }) =>
    category === 'all' ? null : <PortfolioPage locale={locale} category={category} />,
})

export { generateMetadata, Page as default }
