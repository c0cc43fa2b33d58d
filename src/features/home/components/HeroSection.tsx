import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { buttonStyles } from '@/components/ui/button-styles'
import { site } from '@/config/site'
import { heroProblems, heroPromises } from '@/features/home/content'
import { OwnerCard } from '@/features/site-settings/components/OwnerCard'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const icons = { time: 'clock', loyalty: 'heart-handshake', site: 'gauge', team: 'users' } as const

export async function HeroSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.hero' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  const settings = await getSiteSettings()
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden px-4 pt-8 pb-10 sm:px-6 sm:pt-12"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-96 rounded-full bg-brand opacity-10 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute top-1/2 -left-40 size-80 rounded-full bg-ink opacity-5 blur-3xl dark:opacity-0"
      />
      <div className="relative mx-auto max-w-7xl">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center lg:gap-12">
          <div>
            <p className="font-semibold text-(--accent)">{t('eyebrow')}</p>
            <h1
              id="hero-title"
              className="mt-3 text-[2rem] leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl sm:leading-[1.05] xl:text-6xl"
            >
              {t('title')}
            </h1>
            <p className="mt-4 max-w-2xl muted sm:mt-5 sm:text-lg">{t('lead')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:flex-wrap">
              <Link href="/diagnostic-business-complet" className={buttonStyles.primary}>
                {t('primary')}
              </Link>
              <Link href="/consultation-expertise-gratuite" className={buttonStyles.outline}>
                {t('secondary', values)}
              </Link>
            </div>
          </div>
          <div className="card p-5 shadow-lg sm:p-6">
            <OwnerCard settings={settings} locale={locale} variant="compact" withLine />
            <h2 className="mt-5 border-t border-(--border) pt-5 font-bold">{t('promise.title')}</h2>
            <ul className="mt-3 space-y-2 check-list">
              {heroPromises.map((key) => (
                <li key={key}>
                  <Icon name="check" />
                  {t(`promise.items.${key}`, values)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        {/* The four problems by name; the problems section gives their figures. */}
        <h2 className="mt-10 text-sm font-bold tracking-wide uppercase muted">
          {t('problemsTitle')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
          {heroProblems.map((key) => (
            <li
              key={key}
              className="flex flex-col gap-2 rounded-xl border border-(--border) bg-(--background) p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4"
            >
              <Icon name={icons[key]} className="size-5 shrink-0 text-(--accent) sm:size-6" />
              <h3 className="text-sm leading-snug font-bold sm:text-base">
                {t(`problems.${key}`)}
              </h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
