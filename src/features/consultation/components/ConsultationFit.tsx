import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { consultationContent } from '@/features/consultation/content/consultation-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { Locale } from '@/i18n/locales'

/**
 * Who the consultation is for and what it is not, side by side on a wide screen: the two
 * answers a hesitant visitor looks for before booking.
 */
export async function ConsultationFit({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const content = consultationContent(locale, await getSiteSettings())
  const columns = [
    {
      id: 'audience',
      title: t('audienceTitle'),
      lead: t('audienceLead'),
      items: content.audience,
      icon: 'user-check',
    },
    {
      id: 'not',
      title: t('notTitle'),
      lead: t('notLead'),
      items: content.notThis,
      icon: 'circle-slash',
    },
  ] as const
  return (
    <div className="bg-(--muted) px-4 py-14 sm:px-6 sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-2">
        {columns.map(({ id, title, lead, items, icon }) => (
          <section key={id} aria-labelledby={`${id}-title`}>
            <h2 id={`${id}-title`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 muted">{lead}</p>
            <ul className="mt-6 space-y-3">
              {items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-(--accent)" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
