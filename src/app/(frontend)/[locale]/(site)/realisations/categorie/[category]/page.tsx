import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { parseCategoryFilter } from '@/features/portfolio/categories'
import { PortfolioRoute, portfolioMetadata } from '@/features/portfolio/components/PortfolioRoute'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; category: string }> }

/** None at build time: each filtered view renders on its first visit, then comes from the cache. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return portfolioMetadata((await params).locale)
}

/** Reached through the proxy's rewrite of `?category=` (src/features/portfolio/filter-route.ts). */
export default async function Page({ params }: Props) {
  const { locale, category } = await params
  const filter = parseCategoryFilter(category)
  if (filter === 'all') return <NotFoundPage />
  return <PortfolioRoute locale={locale} category={filter} />
}
