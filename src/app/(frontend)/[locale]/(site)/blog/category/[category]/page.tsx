import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { feedPath } from '@/features/blog/feed'
import { BlogListPage } from '@/features/blog/pages/BlogListPage'
import { loadBlogList } from '@/features/blog/pages/list-data'
import { blogCategories } from '@/features/blog/queries/taxonomy'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale; category: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category: slug } = await params
  const category = (await blogCategories()).find((candidate) => candidate.slug === slug)
  if (!category) return { robots: { index: false, follow: true } }
  const t = await getTranslations({ locale, namespace: 'blog' })
  return pageMetadata({
    locale,
    href: { pathname: '/blog/category/[category]', params: { category: slug } },
    title: t('categoryMetaTitle', { category: category.name[locale] }),
    description:
      category.description[locale] || t('categoryLead', { category: category.name[locale] }),
    feed: { title: t('rssLink'), path: feedPath(locale) },
  })
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, category: slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const data = await loadBlogList(locale, (await searchParams).page, { category: slug })
  if (!data?.category) notFound()
  const t = await getTranslations({ locale, namespace: 'blog' })
  const name = data.category.name[locale]
  return (
    <BlogListPage
      locale={locale}
      hero={{
        eyebrow: t('eyebrow'),
        title: name,
        lead: data.category.description[locale] || t('categoryLead', { category: name }),
      }}
      categories={data.categories}
      currentCategory={data.category.slug}
      featured={[]}
      list={data.list}
      page={data.page}
      basePath={`/${locale}/blog/category/${data.category.slug}`}
    />
  )
}
