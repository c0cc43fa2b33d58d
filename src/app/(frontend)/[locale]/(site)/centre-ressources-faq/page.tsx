import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ResourcesPage } from '@/features/resources/components/ResourcesPage'
import { queryParam } from '@/features/resources/faq-search'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ q?: string | string[] }>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'resources' })
  return pageMetadata({
    locale,
    href: '/centre-ressources-faq',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/** Reads `?q=` so the search works as a plain form without JavaScript (the page is dynamic). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { q } = await searchParams
  return (
    <>
      <RecordStructuredData locale={locale} href={'/centre-ressources-faq'} />
      <ResourcesPage locale={locale} query={queryParam(q)} />
    </>
  )
}
