import { getTranslations } from 'next-intl/server'

import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { Locale } from '@/i18n/locales'

/** The owner's track record in three figures, opening the strip of client logos. */
export async function HomeClaims({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.hero.claims' })
  const { years, projects, entrepreneurs } = (await getSiteSettings()).claims
  const claims = [
    { value: `${years}+`, label: t('years') },
    { value: `${projects}+`, label: t('projects') },
    { value: `${entrepreneurs}+`, label: t('entrepreneurs') },
  ]
  return (
    <dl className="grid shrink-0 grid-cols-3 gap-4 sm:gap-6">
      {claims.map((claim) => (
        <div key={claim.label} className="flex flex-col-reverse justify-end">
          <dt className="text-sm leading-snug muted">{claim.label}</dt>
          <dd className="font-display text-3xl font-extrabold">{claim.value}</dd>
        </div>
      ))}
    </dl>
  )
}
