import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { consultationContent } from '@/features/consultation/content/consultation-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { Locale } from '@/i18n/locales'

/** How the consultation goes, step by step, and what it is not. */
export async function ConsultationProcess({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const content = consultationContent(locale, await getSiteSettings())
  return (
    <>
      <section aria-labelledby="steps-title" className="bg-(--muted) px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="steps" title={t('stepsTitle')} />
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {content.steps.map(({ title, text }, index) => (
              <li key={title} className="card p-6">
                <span className="step-number">
                  <span aria-hidden="true">{index + 1}</span>
                  <span className="sr-only">{t('stepLabel', { number: index + 1 })}</span>
                </span>
                <h3 className="mt-4 text-lg font-bold">{title}</h3>
                <p className="mt-2 text-sm muted">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section aria-labelledby="not-title" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="not" title={t('notTitle')} lead={t('notLead')} />
          <ul className="mt-8 space-y-4">
            {content.notThis.map((item) => (
              <li key={item} className="flex gap-3">
                <Icon name="circle-slash" className="mt-0.5 size-5 shrink-0 text-(--accent)" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
