import { ResourcesPage } from '@/features/resources/components/ResourcesPage'
import { pageRoute } from '@/features/routing/page-route'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/centre-ressources-faq'>>({
  href: '/centre-ressources-faq',
  metadata: 'resources',
  content: ({ locale }) => <ResourcesPage locale={locale} query="" />,
})

export { generateMetadata, Page as default }
