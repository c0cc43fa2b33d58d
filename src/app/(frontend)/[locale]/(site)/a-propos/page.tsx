import { getTranslations } from 'next-intl/server'

import { AboutPage } from '@/features/about/components/AboutPage'
import { pageRoute } from '@/features/routing/page-route'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/a-propos'>>({
  href: '/a-propos',
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'about' })
    const { claims } = await getSiteSettings()
    return { title: t('metaTitle'), description: t('metaDescription', claims) }
  },
  content: ({ locale }) => <AboutPage locale={locale} />,
})

export { generateMetadata, Page as default }
