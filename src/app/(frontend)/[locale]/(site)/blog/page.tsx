import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { feedPath } from '@/features/blog/feed'
import { BlogListPage } from '@/features/blog/pages/BlogListPage'
import { loadBlogList } from '@/features/blog/pages/list-data'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'blog' })
  return pageMetadata({
    locale,
    href: '/blog',
    title: t('metaTitle'),
    description: t('metaDescription'),
    feed: { title: t('rssLink'), path: feedPath(locale) },
  })
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const data = await loadBlogList(locale, (await searchParams).page)
  if (!data) notFound()
  const t = await getTranslations({ locale, namespace: 'blog' })
  return (
    <BlogListPage
      locale={locale}
      hero={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead') }}
      categories={data.categories}
      featured={data.featured}
      list={data.list}
      page={data.page}
      basePath={`/${locale}/blog`}
    />
  )
}
