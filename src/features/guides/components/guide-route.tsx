import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { GuidePage } from '@/features/guides/components/GuidePage'
import { guidePaths } from '@/features/guides/guide-files'
import type { GuideKey } from '@/features/guides/guide-keys'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

/** The two guide routes are the same page for another guide: their files only name the guide. */
export function guideMetadata(guide: GuideKey) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params
    const t = await getTranslations({ locale, namespace: 'guides' })
    return pageMetadata({
      locale,
      href: guidePaths[guide],
      title: t(`${guide}.metaTitle`),
      description: t(`${guide}.metaDescription`),
    })
  }
}

export function guideRoute(guide: GuideKey) {
  return async function Page({ params }: Props) {
    const { locale } = await params
    // Pages render beside the layout: an unknown locale (a stray /favicon.ico) must stop here too.
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    return (
      <>
        <RecordStructuredData locale={locale} href={guidePaths[guide]} />
        <GuidePage guide={guide} locale={locale} />
        <PageLanguageSwitch locale={locale} href={guidePaths[guide]} />
      </>
    )
  }
}
