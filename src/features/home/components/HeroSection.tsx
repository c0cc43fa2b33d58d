import { Clock, Gauge, HeartHandshake, Users } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { site } from '@/config/site'
import { heroProblems } from '@/features/home/content'
import { buttonStyles } from '@/components/ui/button-styles'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const icons = { time: Clock, loyalty: HeartHandshake, site: Gauge, team: Users }

export async function HeroSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.hero' })
  const claims = [
    { value: `${site.claims.years}+`, label: t('claims.years') },
    { value: `${site.claims.projects}+`, label: t('claims.projects') },
    { value: `${site.claims.entrepreneurs}+`, label: t('claims.entrepreneurs') },
  ]
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden px-4 pb-20 pt-16 sm:px-6"
    >
      <div
        aria-hidden="true"
        className="absolute -right-32 -top-32 size-96 rounded-full bg-brand opacity-10 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl">
        <p className="font-semibold text-[var(--accent)]">{t('eyebrow')}</p>
        <h1
          id="hero-title"
          className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
        >
          {t('title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-[var(--muted-foreground)]">{t('lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/diagnostic-business-complet" className={buttonStyles.primary}>
            {t('primary')}
          </Link>
          <Link href="/consultation-expertise-gratuite" className={buttonStyles.outline}>
            {t('secondary')}
          </Link>
        </div>
        <dl className="mt-12 grid max-w-2xl grid-cols-3 gap-6">
          {claims.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse">
              <dt className="text-sm text-[var(--muted-foreground)]">{claim.label}</dt>
              <dd className="text-3xl font-extrabold sm:text-4xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-16 text-2xl font-bold">{t('problemsTitle')}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {heroProblems.map((key) => {
            const Icon = icons[key]
            return (
              <li
                key={key}
                className="rounded-xl border border-[var(--border)] bg-[var(--background)] p-5 shadow-sm"
              >
                <Icon aria-hidden="true" className="size-7 text-[var(--accent)]" />
                <h3 className="mt-3 font-bold">{t(`problems.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-[var(--muted-foreground)]">
                  {t(`problems.${key}.text`)}
                </p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
