import { getTranslations } from 'next-intl/server'

import { formatEuros } from '@/features/pricing/format-price'
import { pageRoute } from '@/features/routing/page-route'
import { ServicesPage } from '@/features/services/components/ServicesPage'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

const { generateMetadata, Page } = pageRoute<PageProps<'/[locale]/services'>>({
  href: '/services',
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'services.list' })
    const { prices } = await getSiteSettings()
    const audit = formatEuros(prices.audit.amount, locale)
    return { title: t('metaTitle'), description: t('metaDescription', { audit }) }
  },
  content: ({ locale }) => <ServicesPage locale={locale} />,
})

export { generateMetadata, Page as default }
