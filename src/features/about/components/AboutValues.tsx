import { getTranslations } from 'next-intl/server'

import { aboutContent } from '@/features/about/content/about-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import type { Locale } from '@/i18n/locales'

/**
 * The five principles as numbered rows, the principle beside its explanation: read like a
 * commitment, and no grid leaving the fifth card alone on its row.
 */
export async function AboutValues({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="values-title" className="bg-(--muted) px-4 py-14 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="values" title={t('valuesTitle')} lead={t('valuesLead')} align="left" />
        <ol className="mt-8 divide-y divide-(--border) border-y border-(--border)">
          {aboutContent(locale, settings).values.map(({ key, title, text }, index) => (
            <li
              key={key}
              className="grid gap-1 py-4 md:grid-cols-[2.5rem_18rem_minmax(0,1fr)] md:gap-6"
            >
              <span aria-hidden="true" className="hidden font-extrabold text-(--accent) md:block">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="font-bold">{title}</h3>
              <p className="muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
