import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { HomePage } from '@/features/home/components/HomePage'
import { pageMetadata } from '@/features/seo/metadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'metadata' })
  return {
    ...pageMetadata({
      locale,
      href: '/',
      title: t('homeTitle'),
      description: t('homeDescription'),
    }),
    title: { absolute: `${t('siteName')} – ${t('homeTitle')}` },
  }
}

export default async function Page({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <HomePage locale={locale} />
}
