import { getTranslations } from 'next-intl/server'

import { consultationContent } from '@/features/consultation/content/consultation-content'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { StepTimeline } from '@/features/services/components/StepTimeline'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { Locale } from '@/i18n/locales'

/** How the consultation goes, from booking to the written summary, on one timeline. */
export async function ConsultationProcess({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const content = consultationContent(locale, await getSiteSettings())
  return (
    <section aria-labelledby="steps-title" className="px-4 py-14 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="steps" title={t('stepsTitle')} align="left" />
        <StepTimeline
          steps={content.steps}
          stepLabel={(number) => t('stepLabel', { number })}
          className="mt-8 sm:mt-10"
        />
      </div>
    </section>
  )
}
