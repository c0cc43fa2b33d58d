import { ContactPage } from '@/features/contact/components/ContactPage'
import { pageRoute } from '@/features/routing/page-route'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/contact'>>({
  href: '/contact',
  metadata: 'contact',
  content: ({ locale }) => <ContactPage locale={locale} />,
})

export { generateMetadata, Page as default }
