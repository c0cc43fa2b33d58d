import { getTranslations } from 'next-intl/server'

import { buttonStyles } from '@/components/ui/button-styles'
import { PageHero } from '@/components/ui/PageHero'
import { site } from '@/config/site'
import { aboutContent } from '@/features/about/content/about-content'
import { OwnerCard } from '@/features/site-settings/components/OwnerCard'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

/** Who I am: title, story, the claims (years, projects, clients) and two ways to get in touch. */
export async function AboutHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  const settings = await getSiteSettings()
  const claims = [
    { value: `${settings.claims.years}+`, label: t('claims.years') },
    { value: `${settings.claims.projects}+`, label: t('claims.projects') },
    { value: `${settings.claims.entrepreneurs}+`, label: t('claims.entrepreneurs') },
  ]
  return (
    <>
      <PageHero id="about-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link href="/contact" className={buttonStyles.primary}>
            {t('contact')}
          </Link>
          <Link href="/consultation-expertise-gratuite" className={buttonStyles.outline}>
            {t('consultation', { minutes: site.consultationMinutes })}
          </Link>
        </div>
      </PageHero>
      <section aria-labelledby="about-story-title" className="px-4 pb-14 sm:px-6 sm:pb-16">
        <div className="mx-auto grid max-w-4xl gap-10 md:grid-cols-[minmax(0,1fr)_14rem]">
          <div>
            <h2 id="about-story-title" className="text-3xl font-extrabold tracking-tight">
              {t('storyTitle')}
            </h2>
            <OwnerCard
              settings={settings}
              locale={locale}
              variant="full"
              className="mt-6 rounded-2xl bg-(--muted) p-6"
            />
            <div className="mt-6 space-y-4 text-lg">
              {aboutContent(locale, settings).story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="h-fit rounded-2xl bg-(--muted) p-6">
            <h2 className="font-bold">{t('claims.title')}</h2>
            <dl className="mt-4 grid grid-cols-3 gap-4 md:grid-cols-1">
              {claims.map((claim) => (
                <div key={claim.label} className="flex flex-col-reverse">
                  <dt className="text-sm muted">{claim.label}</dt>
                  <dd className="text-3xl font-extrabold sm:text-4xl">{claim.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>
    </>
  )
}
