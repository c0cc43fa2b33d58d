import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BlogListPage } from '@/features/blog/pages/BlogListPage'
import { loadBlogList } from '@/features/blog/pages/list-data'
import { blogTags } from '@/features/blog/queries/taxonomy'
import { pageMetadata } from '@/features/seo/page-metadata'
import { isLocale, type Locale } from '@/i18n/locales'

type Props = {
  params: Promise<{ locale: Locale; tag: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tag: slug } = await params
  if (!isLocale(locale)) return {}
  const tag = (await blogTags(locale)).find((candidate) => candidate.slug === slug)
  if (!tag) return { robots: { index: false, follow: true } }
  const t = await getTranslations({ locale, namespace: 'blog' })
  return pageMetadata({
    locale,
    href: { pathname: '/blog/tag/[tag]', params: { tag: slug } },
    title: t('tagMetaTitle', { tag: tag.name }),
    description: t('tagLead', { tag: tag.name }),
  })
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, tag: slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const data = await loadBlogList(locale, (await searchParams).page, { tag: slug })
  if (!data?.tag) notFound()
  const t = await getTranslations({ locale, namespace: 'blog' })
  return (
    <BlogListPage
      locale={locale}
      hero={{
        eyebrow: t('eyebrow'),
        title: t('tagTitle', { tag: data.tag.name }),
        lead: t('tagLead', { tag: data.tag.name }),
      }}
      categories={data.categories}
      featured={[]}
      list={data.list}
      page={data.page}
      basePath={`/${locale}/blog/tag/${data.tag.slug}`}
    />
  )
}
