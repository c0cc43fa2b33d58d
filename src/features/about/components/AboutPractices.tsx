import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import type { IconName } from '@/components/ui/icons/icon-paths'
import type { AboutPracticeKey } from '@/features/about/content/about-content-types'
import { aboutContent } from '@/features/about/content/about-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { SectionHeading } from '@/features/home/components/SectionHeading'
import { MethodLink } from '@/features/services/components/MethodLink'
import type { Locale } from '@/i18n/locales'

const icons: Record<AboutPracticeKey, IconName> = {
  'single-contact': 'user-round',
  'short-steps': 'calendar-range',
  budget: 'rocket',
  remote: 'map-pin',
}

/** How I work with small businesses; the four-step method itself is on the services page. */
export async function AboutPractices({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="practices-title" className="px-4 py-14 sm:px-6 sm:py-16">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="practices" title={t('practicesTitle')} lead={t('practicesLead')} />
        <ul className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {aboutContent(locale, settings).practices.map(({ key, title, text }) => {
            return (
              <li key={key} className="flex gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-(--muted)">
                  <Icon name={icons[key]} className="size-6 text-(--accent)" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{title}</h3>
                  <p className="mt-1 muted">{text}</p>
                </div>
              </li>
            )
          })}
        </ul>
        <MethodLink locale={locale} className="mt-8" />
      </div>
    </section>
  )
}
