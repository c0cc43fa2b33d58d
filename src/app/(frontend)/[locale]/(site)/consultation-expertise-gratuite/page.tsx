import { getTranslations } from 'next-intl/server'

import { site } from '@/config/site'
import { ConsultationPage } from '@/features/consultation/components/ConsultationPage'
import { pageRoute } from '@/features/routing/page-route'

const { generateMetadata, Page } = pageRoute<
  PageProps<'/[locale]/consultation-expertise-gratuite'>
>({
  href: '/consultation-expertise-gratuite',
  async metadata({ locale }) {
    const t = await getTranslations({ locale, namespace: 'consultation' })
    const values = { minutes: site.consultationMinutes, hours: site.responseHours }
    return { title: t('metaTitle', values), description: t('metaDescription', values) }
  },
  content: ({ locale }) => <ConsultationPage locale={locale} />,
})

export { generateMetadata, Page as default }
