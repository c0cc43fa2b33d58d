import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { ServiceContent } from '@/features/services/content/service-content-types'
import type { Locale } from '@/i18n/locales'

type Props = Pick<ServiceContent, 'deliverables' | 'audiences'> & { locale: Locale }

/**
 * What the client receives, as a light checklist (six items: two or three full columns), then
 * the situations the service is made for, as rows beside their heading: two shapes, so the page
 * does not read as a stack of identical card grids.
 */
export async function ServiceHighlights({ deliverables, audiences, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'services.page' })
  return (
    <>
      <section
        id="deliverables"
        aria-labelledby="deliverables-title"
        className="bg-(--muted) px-4 py-12 sm:px-6 sm:py-20"
      >
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="deliverables" title={t('deliverablesTitle')} align="left" />
          <ul className="mt-8 grid gap-x-10 gap-y-6 sm:mt-10 md:grid-cols-2 lg:grid-cols-3">
            {deliverables.map((item) => (
              <li key={item.title} className="flex gap-3">
                <Icon name="circle-check" className="mt-0.5 size-6 shrink-0 text-(--accent)" />
                <div>
                  <h3 className="font-bold">{item.title}</h3>
                  <p className="mt-1 text-sm muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section
        id="audience"
        aria-labelledby="audience-title"
        className="px-4 py-12 sm:px-6 sm:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12">
          <SectionHeading id="audience" title={t('audiencesTitle')} align="left" />
          <ul className="divide-y divide-(--border) border-y border-(--border)">
            {audiences.map((item) => (
              <li
                key={item.title}
                className="grid gap-1 py-4 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-6"
              >
                <h3 className="font-bold">{item.title}</h3>
                <p className="text-sm muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
