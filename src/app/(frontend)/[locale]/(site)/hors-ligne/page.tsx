import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { OfflinePage } from '@/features/pwa/components/OfflinePage'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'offline' })
  return pageMetadata({
    locale,
    href: '/hors-ligne',
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: true },
  })
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return (
    <>
      <OfflinePage locale={locale} />
      <PageLanguageSwitch locale={locale} href="/hors-ligne" />
    </>
  )
}
