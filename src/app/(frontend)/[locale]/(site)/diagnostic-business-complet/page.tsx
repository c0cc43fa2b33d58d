import { DiagnosticPage } from '@/features/diagnostic/components/DiagnosticPage'
import { pageRoute } from '@/features/routing/page-route'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/diagnostic-business-complet'>>({
  href: '/diagnostic-business-complet',
  metadata: 'diagnostic',
  content: ({ locale }) => <DiagnosticPage locale={locale} />,
})

export { generateMetadata, Page as default }
