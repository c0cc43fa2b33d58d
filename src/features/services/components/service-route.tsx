import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import type { ServiceKey } from '@/config/site'
import { serviceHref } from '@/features/home/content'
import { ServicePage } from '@/features/services/components/ServicePage'
import { serviceContent } from '@/features/services/content/service-content'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

/** The six service routes are the same page for another service: their files only name it. */
export function serviceMetadata(service: ServiceKey) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const content = serviceContent(service, locale, await getSiteSettings())
    return pageMetadata({
      locale,
      href: serviceHref(service),
      title: content.metaTitle,
      description: content.metaDescription,
    })
  }
}

export function serviceRoute(service: ServiceKey) {
  return async function Page({ params }: Props) {
    const { locale } = await params
    // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return (
      <>
        <RecordStructuredData locale={locale} href={serviceHref(service)} />
        <ServicePage service={service} locale={locale} />
        <PageLanguageSwitch locale={locale} href={serviceHref(service)} />
      </>
    )
  }
}
