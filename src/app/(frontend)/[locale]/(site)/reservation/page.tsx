import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import type { BookingSearch } from '@/features/booking/booking-steps'
import { BookingPage } from '@/features/booking/components/BookingPage'
import { pageMetadata } from '@/features/seo/page-metadata'
import { RecordStructuredData } from '@/features/seo/manager/RecordStructuredData'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'booking' })
  return pageMetadata({
    locale,
    href: '/reservation',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const search: BookingSearch = {
    service: one(query.service),
    date: one(query.date),
    time: one(query.time),
    month: one(query.month),
  }
  return (
    <>
      <RecordStructuredData locale={locale} href={'/reservation'} />
      <BookingPage locale={locale} search={search} />
      {/* The visitor's choices so far carry over to the other language. */}
      <PageLanguageSwitch locale={locale} href={'/reservation'} query={search} />
    </>
  )
}
