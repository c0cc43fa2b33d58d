import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { formatEuros } from '@/features/pricing/format-price'
import { pageMetadata } from '@/features/seo/page-metadata'
import { ServicesPage } from '@/features/services/components/ServicesPage'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'services.list' })
  const { prices } = await getSiteSettings()
  return pageMetadata({
    locale,
    href: '/services',
    title: t('metaTitle'),
    description: t('metaDescription', { audit: formatEuros(prices.audit.amount, locale) }),
  })
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <>
      <RecordStructuredData locale={locale} href="/services" />
      <ServicesPage locale={locale} />
      <PageLanguageSwitch locale={locale} href={'/services'} />
    </>
  )
}
