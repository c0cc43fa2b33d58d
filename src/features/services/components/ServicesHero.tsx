import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { buttonStyles } from '@/components/ui/button-styles'
import { site } from '@/config/site'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

const promises = ['quote', 'response', 'ownership'] as const

/** The services page's opening: what is on offer and the two ways to start. */
export async function ServicesHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.list' })
  return (
    <section
      aria-labelledby="services-page-title"
      className="relative overflow-hidden px-4 pt-8 pb-12 sm:px-6 sm:pb-16"
    >
      <div
        aria-hidden="true"
        className="absolute -top-32 -right-32 size-96 rounded-full bg-brand opacity-10 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl">
        <p className="font-semibold text-(--accent)">{t('eyebrow')}</p>
        <h1
          id="services-page-title"
          className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
        >
          {t('title')}
        </h1>
        <p className="mt-6 max-w-3xl text-lg muted">{t('lead')}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href="#estimate" className={buttonStyles.primary}>
            {t('estimateCta')}
          </a>
          <Link href="/reservation" className={buttonStyles.outline}>
            {t('bookCta')}
          </Link>
        </div>
        <ul className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
          {promises.map((key) => (
            <li key={key} className="flex items-center gap-2 font-semibold">
              <Icon name="circle-check" className="size-5 shrink-0 text-(--accent)" />
              {t(`promises.${key}`, { hours: site.responseHours })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
