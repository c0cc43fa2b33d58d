import { getTranslations } from 'next-intl/server'

import { FaqList } from '@/features/home/components/FaqList'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { Locale } from '@/i18n/locales'

type Props = { items: ServiceContent['faq']; locale: Locale }

export async function ServiceFaq({ items, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <section id="faq" aria-labelledby="faq-title" className="px-4 pb-12 sm:px-6 sm:pb-20">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq" title={t('faqTitle')} />
        <div className="mt-6 sm:mt-10">
          <FaqList items={items} />
        </div>
      </div>
    </section>
  )
}
