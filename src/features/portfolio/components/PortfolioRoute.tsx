import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import type { FilterCategory } from '@/features/portfolio/categories'
import { PortfolioPage } from '@/features/portfolio/components/PortfolioPage'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

/** Filtered views share the metadata and canonical address of the whole portfolio. */
export async function portfolioMetadata(locale: Locale): Promise<Metadata> {
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  return pageMetadata({
    locale,
    href: '/realisations',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

/**
 * The portfolio, whole or filtered: the routes of both (src/features/portfolio/filter-route.ts
 * says why a filter is a route segment and not a query string).
 */
export function PortfolioRoute({ locale, category }: { locale: Locale; category: FilterCategory }) {
  // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <>
      <RecordStructuredData locale={locale} href={'/realisations'} />
      <PortfolioPage locale={locale} category={category} />
      {/* A filtered view's public address is its query (`?category=`), in either language. */}
      <PageLanguageSwitch
        locale={locale}
        href="/realisations"
        query={{ category: category === 'all' ? undefined : category }}
      />
    </>
  )
}
