import { PortfolioPage } from '@/features/portfolio/components/PortfolioPage'
import { pageRoute } from '@/features/routing/page-route'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/realisations'>>({
  href: '/realisations',
  metadata: 'portfolio',
  content: ({ locale }) => <PortfolioPage locale={locale} category="all" />,
})

export { generateMetadata, Page as default }
