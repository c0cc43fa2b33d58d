import { getTranslations } from 'next-intl/server'

import { HomePage } from '@/features/home/components/HomePage'
import { pageRoute } from '@/features/routing/page-route'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]'>>({
  href: '/',
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'metadata' })
    const { siteName } = await getSiteSettings()
    return {
      title: t('homeTitle'),
      absoluteTitle: `${siteName} – ${t('homeTitle')}`,
      description: t('homeDescription'),
    }
  },
  content: ({ locale }) => <HomePage locale={locale} />,
})

export { generateMetadata, Page as default }
