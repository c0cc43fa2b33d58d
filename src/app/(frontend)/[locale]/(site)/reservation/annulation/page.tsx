import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { CancelPage } from '@/features/booking/components/CancelPage'
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
    href: '/reservation/annulation',
    title: t('cancelTitle'),
    description: t('cancelTitle'),
    robots: { index: false, follow: false },
  })
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { token } = await searchParams
  const personal = typeof token === 'string' ? token : ''
  return (
    <>
      <CancelPage locale={locale} token={personal} />
      <PageLanguageSwitch
        locale={locale}
        href="/reservation/annulation"
        query={{ token: personal }}
      />
    </>
  )
}
