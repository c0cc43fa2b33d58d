import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { parseCategoryFilter } from '@/features/portfolio/categories'
import { PortfolioPage } from '@/features/portfolio/components/PortfolioPage'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  // Filtered views share the canonical of the whole portfolio.
  return pageMetadata({
    locale,
    href: '/realisations',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const category = parseCategoryFilter((await searchParams).category)
  return (
    <>
      <RecordStructuredData locale={locale} href={'/realisations'} />
      <PortfolioPage locale={locale} category={category} />
    </>
  )
}
