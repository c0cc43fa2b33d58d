import { PortfolioRoute, portfolioMetadata } from '@/features/portfolio/components/PortfolioRoute'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props) {
  return portfolioMetadata((await params).locale)
}

export default async function Page({ params }: Props) {
  return <PortfolioRoute locale={(await params).locale} category="all" />
}
