import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { buttonStyles } from '@/components/ui/button-styles'
import { site } from '@/config/site'
import { OwnerCard } from '@/features/site-settings/components/OwnerCard'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const facts = [
  { key: 'free', icon: 'gift' },
  { key: 'duration', icon: 'calendar-check' },
  { key: 'summary', icon: 'file-text' },
  { key: 'expert', icon: 'user-round' },
] as const

/** Title, promise, the booking call to action and the key facts (free, length, summary delay). */
export async function ConsultationHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consultation' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="consultation-title" className="px-4 pt-16 pb-12 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center">
        <div>
          <p className="font-semibold text-(--accent)">{t('eyebrow')}</p>
          <h1
            id="consultation-title"
            className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {t('title', values)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg muted">{t('lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Link href="/reservation" className={buttonStyles.primary}>
              {t('book')}
            </Link>
            <Link href="/contact" className={buttonStyles.outline}>
              {t('write')}
            </Link>
          </div>
          <OwnerCard
            settings={settings}
            locale={locale}
            variant="compact"
            withLine
            className="mt-8"
          />
        </div>
        <section aria-labelledby="consultation-facts" className="card p-6 shadow-lg">
          <h2 id="consultation-facts" className="text-lg font-bold">
            {t('facts.label')}
          </h2>
          <ul className="mt-4 space-y-3">
            {facts.map(({ key, icon }) => (
              <li key={key} className="flex items-center gap-3">
                <Icon name={icon} className="size-5 shrink-0 text-(--accent)" />
                <span>{t(`facts.${key}`, values)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </section>
  )
}
