import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { ResourcesPage } from '@/features/resources/components/ResourcesPage'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

/** A search's results share the canonical address of the resources centre. */
export async function resourcesMetadata(locale: Locale): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'resources' })
  return pageMetadata({
    locale,
    href: '/centre-ressources-faq',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/**
 * The resources centre, served from the page cache, or its FAQ filtered on the server for a
 * search made without JavaScript (src/features/resources/search-route.ts).
 */
export function ResourcesRoute({ locale, query }: { locale: Locale; query: string }) {
  // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <>
      <RecordStructuredData locale={locale} href={'/centre-ressources-faq'} />
      <ResourcesPage locale={locale} query={query} />
      <PageLanguageSwitch locale={locale} href="/centre-ressources-faq" query={{ q: query }} />
    </>
  )
}
