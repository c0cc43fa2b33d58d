import { getTranslations } from 'next-intl/server'

import type { IconName } from '@/components/ui/icons/icon-paths'
import type { AboutValueKey } from '@/features/about/content/about-content-types'
import { aboutContent } from '@/features/about/content/about-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { Locale } from '@/i18n/locales'
import { IconCard } from '@/components/ui/IconCard'

const icons: Record<AboutValueKey, IconName> = {
  results: 'target',
  prices: 'receipt-text',
  ownership: 'key-round',
  quality: 'shield-check',
  transmission: 'graduation-cap',
}

export async function AboutValues({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="values-title" className="bg-(--muted) px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="values" title={t('valuesTitle')} lead={t('valuesLead')} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {aboutContent(locale, settings).values.map(({ key, title, text }) => (
            <IconCard key={key} icon={icons[key]} title={title} text={text} />
          ))}
        </ul>
      </div>
    </section>
  )
}
