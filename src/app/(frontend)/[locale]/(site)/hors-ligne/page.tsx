import { OfflinePage } from '@/features/pwa/components/OfflinePage'
import { pageRoute } from '@/features/routing/page-route'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/hors-ligne'>>({
  href: '/hors-ligne',
  robots: { index: false, follow: true },
  metadata: 'offline',
  content: ({ locale }) => <OfflinePage locale={locale} />,
})

export { generateMetadata, Page as default }
