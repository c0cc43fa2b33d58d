import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { Locale } from '@/i18n/locales'

type Props = Pick<ServiceContent, 'deliverables' | 'audiences'> & { locale: Locale }

/** What the client receives, then the situations the service is made for. */
export async function ServiceHighlights({ deliverables, audiences, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <>
      <section
        id="deliverables"
        aria-labelledby="deliverables-title"
        className="bg-(--muted) px-4 py-20 sm:px-6"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="deliverables" title={t('deliverablesTitle')} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {deliverables.map((item) => (
              <li key={item.title} className="card p-6 shadow-sm">
                <Icon name="circle-check" className="size-7 text-(--accent)" />
                <h3 className="mt-3 text-lg font-bold">{item.title}</h3>
                <p className="mt-2 muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="audience" aria-labelledby="audience-title" className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="audience" title={t('audiencesTitle')} />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {audiences.map((item) => (
              <li key={item.title} className="flex gap-4">
                <Icon name="target" className="mt-1 size-6 shrink-0 text-(--accent)" />
                <div>
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-1 muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
