import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { Locale } from '@/i18n/locales'

type Props = { steps: ServiceContent['process']; locale: Locale }

/** The service's own steps, drawn like the methodology of the services page. */
export async function ServiceProcess({ steps, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <section
      id="process"
      aria-labelledby="process-title"
      className="bg-(--muted) px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="process" title={t('processTitle')} />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="card p-6">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="step-number">
                  <span aria-hidden="true">{index + 1}</span>
                  <span className="sr-only">{t('stepLabel', { number: index + 1 })}</span>
                </span>
                <span className="step-tag">
                  <Icon name="clock" className="size-4 shrink-0 text-(--accent)" />
                  {step.duration}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
