import { getTranslations } from 'next-intl/server'

import { CtaBand } from '@/components/ui/CtaBand'
import { site } from '@/config/site'
import { ResourceLinks } from '@/features/resources/components/ResourceLinks'
import { ResourcesFaq } from '@/features/resources/components/ResourcesFaq'
import type { Locale } from '@/i18n/locales'
import { PageHero } from '@/components/ui/PageHero'

/** The resources and FAQ centre: searchable FAQ by theme, then the guides, blog and diagnostic. */
export async function ResourcesPage({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'resources' })
  const values = { minutes: site.consultationMinutes, hours: site.responseHours }
  return (
    <>
      <PageHero
        id="resources-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        width="3xl"
        spaced={false}
      />
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
