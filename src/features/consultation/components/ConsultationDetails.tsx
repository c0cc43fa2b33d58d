import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import type { IconName } from '@/components/ui/icons/icon-paths'
import { site } from '@/config/site'
import type { ConsultationBenefitKey } from '@/features/consultation/content/consultation-content-types'
import { consultationContent } from '@/features/consultation/content/consultation-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { Locale } from '@/i18n/locales'
import { IconCard } from '@/components/ui/IconCard'

const benefitIcons: Record<ConsultationBenefitKey, IconName> = {
  'outside-view': 'compass',
  actions: 'list-checks',
  budget: 'hand-coins',
  honesty: 'message-square-quote',
}

/** What the free minutes bring, and who they are for. */
export async function ConsultationDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const content = consultationContent(locale, await getSiteSettings())
  return (
    <>
      <section aria-labelledby="benefits-title" className="bg-(--muted) px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading
            id="benefits"
            title={t('benefitsTitle', { minutes: site.consultationMinutes })}
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {content.benefits.map(({ key, title, text }) => (
              <IconCard key={key} icon={benefitIcons[key]} title={title} text={text} />
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="audience-title" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="audience" title={t('audienceTitle')} lead={t('audienceLead')} />
          <ul className="mt-8 space-y-3">
            {content.audience.map((item) => (
              <li key={item} className="flex gap-3 rounded-xl border border-(--border) p-4">
                <Icon name="user-check" className="mt-0.5 size-5 shrink-0 text-(--accent)" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
