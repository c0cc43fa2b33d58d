import { getTranslations } from 'next-intl/server'

import { CtaBand } from '@/components/ui/CtaBand'
import { site } from '@/config/site'
import { ResourceLinks } from '@/features/resources/components/ResourceLinks'
import { ResourcesFaq } from '@/features/resources/components/ResourcesFaq'
import type { Locale } from '@/i18n/locales'

/** The resources and FAQ centre: searchable FAQ by theme, then the guides, blog and diagnostic. */
export async function ResourcesPage({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'resources' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  return (
    <>
      <section aria-labelledby="resources-title" className="px-4 pt-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <p className="font-semibold text-[var(--accent)]">{t('eyebrow')}</p>
          <h1
            id="resources-title"
            className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            {t('title')}
          </h1>
          <p className="mt-4 text-lg text-[var(--muted-foreground)]">{t('lead')}</p>
        </div>
      </section>
      <ResourcesFaq locale={locale} query={query} />
      <ResourceLinks locale={locale} />
      <CtaBand
        id="resources-cta-title"
        title={t('cta.title')}
        text={t('cta.text', values)}
        primary={{ href: '/consultation-expertise-gratuite', label: t('cta.consultation') }}
        secondary={{ href: '/contact', label: t('cta.contact') }}
      />
    </>
  )
}
