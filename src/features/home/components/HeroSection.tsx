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
  const { years, projects, entrepreneurs } = settings.claims
  const claims = [
    { value: `${years}+`, label: t('claims.years') },
    { value: `${projects}+`, label: t('claims.projects') },
    { value: `${entrepreneurs}+`, label: t('claims.entrepreneurs') },
  ]
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden px-4 pt-12 pb-20 sm:px-6 sm:pt-16"
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
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-center">
          <div>
            <p className="font-semibold text-(--accent)">{t('eyebrow')}</p>
            <h1
              id="hero-title"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl"
            >
              {t('title')}
            </h1>
            <p className="mt-6 max-w-2xl text-lg muted">{t('lead')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link href="/diagnostic-business-complet" className={buttonStyles.primary}>
                {t('primary')}
              </Link>
              <Link href="/consultation-expertise-gratuite" className={buttonStyles.outline}>
                {t('secondary', values)}
              </Link>
            </div>
            <dl className="mt-12 grid max-w-2xl grid-cols-3 gap-4 sm:gap-6">
              {claims.map((claim) => (
                <div key={claim.label} className="flex flex-col-reverse justify-end">
                  <dt className="text-sm muted">{claim.label}</dt>
                  <dd className="text-3xl font-extrabold sm:text-4xl">{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="card p-6 shadow-lg">
            <OwnerCard settings={settings} locale={locale} variant="compact" withLine />
            <h2 className="mt-5 border-t border-(--border) pt-5 text-lg font-bold">
              {t('promise.title')}
            </h2>
            <ul className="mt-4 space-y-3">
              {heroPromises.map((key) => (
                <li key={key} className="flex gap-3">
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-(--accent)" />
                  <span>{t(`promise.items.${key}`, values)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <h2 className="mt-16 text-2xl font-bold">{t('problemsTitle')}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {heroProblems.map((key) => {
            return (
              <li
                key={key}
                className="rounded-xl border border-(--border) bg-(--background) p-5 shadow-sm"
              >
                <Icon name={icons[key]} className="size-7 text-(--accent)" />
                <h3 className="mt-3 font-bold">{t(`problems.${key}.title`)}</h3>
                <p className="mt-2 text-sm muted">{t(`problems.${key}.text`)}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
