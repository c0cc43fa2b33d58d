import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { HomePage } from '@/features/home/components/HomePage'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'metadata' })
  const { siteName } = await getSiteSettings()
  return pageMetadata({
    locale,
    href: '/',
    title: t('homeTitle'),
    absoluteTitle: `${siteName} – ${t('homeTitle')}`,
    description: t('homeDescription'),
  })
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <>
      <RecordStructuredData locale={locale} href={'/'} />
      <HomePage locale={locale} />
      <PageLanguageSwitch locale={locale} href={'/'} />
    </>
  )
}
