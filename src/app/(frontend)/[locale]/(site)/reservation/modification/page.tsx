import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { ReschedulePage } from '@/features/booking/components/ReschedulePage'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'booking.manage' })
  // A personal link: never indexed, whatever an SEO record says.
  return pageMetadata({
    locale,
    href: '/reservation/modification',
    title: t('rescheduleTitle'),
    description: t('rescheduleTitle'),
    robots: { index: false, follow: false },
  })
}

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const search = {
    token: one(query.token) ?? '',
    date: one(query.date),
    time: one(query.time),
    month: one(query.month),
  }
  return (
    <>
      <ReschedulePage locale={locale} search={search} />
      <PageLanguageSwitch locale={locale} href="/reservation/modification" query={search} />
    </>
  )
}
