import { getTranslations } from 'next-intl/server'

import type { IconName } from '@/components/ui/icons/icon-paths'
import { IconCard } from '@/components/ui/IconCard'
import { site } from '@/config/site'
import type { ConsultationBenefitKey } from '@/features/consultation/content/consultation-content-types'
import { consultationContent } from '@/features/consultation/content/consultation-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { Locale } from '@/i18n/locales'

const benefitIcons: Record<ConsultationBenefitKey, IconName> = {
  'outside-view': 'compass',
  actions: 'list-checks',
  budget: 'hand-coins',
  honesty: 'message-square-quote',
}

/** What the free minutes bring: four cards, two by two. */
export async function ConsultationDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const content = consultationContent(locale, await getSiteSettings())
  return (
    <section aria-labelledby="benefits-title" className="bg-(--muted) px-4 py-14 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading
          id="benefits"
          title={t('benefitsTitle', { minutes: site.consultationMinutes })}
          align="left"
        />
        <ul className="mt-8 grid gap-4 md:grid-cols-2 md:gap-6">
          {content.benefits.map(({ key, title, text }) => (
            <IconCard key={key} icon={benefitIcons[key]} title={title} text={text} />
          ))}
        </ul>
      </div>
    </section>
  )
}
