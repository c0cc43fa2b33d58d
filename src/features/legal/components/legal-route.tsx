import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { LegalPage } from '@/features/legal/components/LegalPage'
import { TermsOfSalePage } from '@/features/legal/components/TermsOfSalePage'
import { legalDocument, termsOfSaleContent } from '@/features/legal/content/legal-content'
import { legalPaths, type LegalKey } from '@/features/legal/legal-documents'
import { pageMetadata } from '@/features/seo/page-metadata'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import type { PublicSiteSettings } from '@/features/site-settings/public-settings'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

function titleAndDescription(key: LegalKey, locale: Locale, settings: PublicSiteSettings) {
  const { title, description } =
    key === 'sales' ? termsOfSaleContent(locale, settings) : legalDocument(key, locale, settings)
  return { title, description }
}

/** The four legal routes are one page for another document: their files only name it. */
export function legalMetadata(key: LegalKey) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    return pageMetadata({
      locale,
      href: legalPaths[key],
      ...titleAndDescription(key, locale, await getSiteSettings()),
    })
  }
}

export function legalRoute(key: LegalKey) {
  return async function Page({ params }: Props) {
    const { locale } = await params
    // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return (
      <>
        <RecordStructuredData locale={locale} href={legalPaths[key]} />
        {key === 'sales' ? (
          <TermsOfSalePage locale={locale} />
        ) : (
          <LegalPage
            locale={locale}
            current={key}
            document={legalDocument(key, locale, await getSiteSettings())}
          />
        )}
        <PageLanguageSwitch locale={locale} href={legalPaths[key]} />
      </>
    )
  }
}
