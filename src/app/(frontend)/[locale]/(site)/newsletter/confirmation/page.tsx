import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { ConfirmationPage } from '@/features/newsletter/components/ConfirmationPage'
import { newsletterLinkMetadata, tokenParam } from '@/features/newsletter/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<{ token?: string | string[] }>
}

/** Reads the request: rendered for each visit, never kept in the page cache. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return newsletterLinkMetadata((await params).locale, 'confirmPage')
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const token = tokenParam((await searchParams).token)
  return (
    <>
      <ConfirmationPage locale={locale} token={token} />
      <PageLanguageSwitch locale={locale} href="/newsletter/confirmation" query={{ token }} />
    </>
  )
}
