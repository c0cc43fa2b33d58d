import { getTranslations } from 'next-intl/server'

import { SectionHeading } from '@/features/home/components/SectionHeading'
import { MethodLink } from '@/features/services/components/MethodLink'
import { StepTimeline } from '@/features/services/components/StepTimeline'
import type { ServiceSteps } from '@/features/services/content/service-content-types'
import type { Locale } from '@/i18n/locales'

type Props = { steps: ServiceSteps; locale: Locale }

/**
 * The service's own steps (an audit, a training or consulting hours do not run like a build
 * project), as a light timeline, with a link to the general method rather than a copy of it.
 */
export async function ServiceProcess({ steps, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <section
      id="process"
      aria-labelledby="process-title"
      className="bg-(--muted) px-4 py-12 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="process" title={t('processTitle')} align="left" />
        <StepTimeline
          steps={steps}
          stepLabel={(number) => t('stepLabel', { number })}
          className="mt-8 sm:mt-10"
        />
        <MethodLink locale={locale} className="mt-6" />
      </div>
    </section>
  )
}
