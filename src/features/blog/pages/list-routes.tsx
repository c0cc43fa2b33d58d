import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { NotFoundPage } from '@/components/layout/NotFoundPage'
import { feedPath } from '@/features/blog/pages/feed'
import { BlogListPage } from '@/features/blog/pages/BlogListPage'
import { loadBlogList } from '@/features/blog/pages/list-data'
import { blogCategories, blogTags } from '@/features/blog/queries/taxonomy'
import { localeRoute, type LocalePageProps, type RouteParams } from '@/features/routing/page-route'
import { pagePaths, type PagePathsInput } from '@/features/seo/page-paths'
import { notFoundMetadata } from '@/features/seo/not-found-metadata'
import { pageMetadata } from '@/features/seo/page-metadata'
import { otherLocale, type Locale } from '@/i18n/locales'

/**
 * The blog's three lists (all, one category, one tag), shared by their first-page routes and
 * their `page/[n]` routes. The public address of page n stays `?page=n`: the proxy rewrites it
 * to the `page/[n]` route, so no list route reads the query string (src/features/blog/addresses/list-page-route.ts).
 */
export type ListKind = { kind: 'all' } | { kind: 'category' | 'tag'; slug: string }

/** A list's route, from its parameters: which list, and the page number of `page/[n]` routes. */
export function blogListRoute<P extends LocalePageProps>(
  list: (params: RouteParams<P>) => { list: ListKind; page?: string },
) {
  return localeRoute<P>({
    metadata: ({ locale, params }) => blogListMetadata(locale, list(params).list),
    page: ({ locale, params }) => <BlogListRoute locale={locale} {...list(params)} />,
  })
}

async function blogListMetadata(locale: Locale, list: ListKind): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const feed = { title: t('rssLink'), path: feedPath(locale) }
  if (list.kind === 'all') {
    const [title, description] = [t('metaTitle'), t('metaDescription')]
    return pageMetadata({ locale, href: '/blog', title, description, feed })
  }
  if (list.kind === 'category') {
    const category = (await blogCategories()).find((candidate) => candidate.slug === list.slug)
    if (!category) return notFoundMetadata(locale)
    const name = category.name[locale]
    return pageMetadata({
      locale,
      href: { pathname: '/blog/category/[category]', params: { category: list.slug } },
      title: t('categoryMetaTitle', { category: name }),
      description: category.description[locale] || t('categoryLead', { category: name }),
      feed,
    })
  }
  const tag = (await blogTags(locale)).find((candidate) => candidate.slug === list.slug)
  if (!tag) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    href: { pathname: '/blog/tag/[tag]', params: { tag: list.slug } },
    title: t('tagMetaTitle', { tag: tag.name }),
    description: t('tagLead', { tag: tag.name }),
  })
}

/** One page of a list, or the not-found page (unknown category or tag, page out of range). */
async function BlogListRoute({
  locale,
  list,
  page,
}: {
  locale: Locale
  list: ListKind
  page?: string
}) {
  const filter = list.kind === 'all' ? {} : { [list.kind]: list.slug }
  const data = await loadBlogList(locale, page, filter)
  if (!data) return <NotFoundPage />
  const t = await getTranslations({ locale, namespace: 'blog' })
  const common = { locale, categories: data.categories, list: data.list, page: data.page }
  let content: ReactNode
  if (data.category) {
    const name = data.category.name[locale]
    content = (
      <BlogListPage
        {...common}
        hero={{
          eyebrow: t('eyebrow'),
          title: name,
          lead: data.category.description[locale] || t('categoryLead', { category: name }),
        }}
        currentCategory={data.category.slug}
        featured={[]}
        basePath={`/${locale}/blog/category/${data.category.slug}`}
      />
    )
  } else if (data.tag) {
    content = (
      <BlogListPage
        {...common}
        hero={{
          eyebrow: t('eyebrow'),
          title: t('tagTitle', { tag: data.tag.name }),
          lead: t('tagLead', { tag: data.tag.name }),
        }}
        featured={[]}
        basePath={`/${locale}/blog/tag/${data.tag.slug}`}
      />
    )
  } else {
    content = (
      <BlogListPage
        {...common}
        hero={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('lead') }}
        featured={data.featured}
        basePath={`/${locale}/blog`}
      />
    )
  }
  return (
    <>
      {content}
      <ListLanguageSwitch locale={locale} list={list} page={data.page} />
    </>
  )
}

/**
 * The same list in the other language, from its first page (the languages' lists differ), or
 * that language's blog when the list has no article there (a tag used in one language only).
 */
async function ListLanguageSwitch({
  locale,
  list,
  page,
}: {
  locale: Locale
  list: ListKind
  page: number
}) {
  const href: PagePathsInput['href'] =
    list.kind === 'all'
      ? '/blog'
      : list.kind === 'category'
        ? { pathname: '/blog/category/[category]', params: { category: list.slug } }
        : { pathname: '/blog/tag/[tag]', params: { tag: list.slug } }
  const other = otherLocale(locale)
  const there =
    list.kind === 'all' || (await loadBlogList(other, undefined, { [list.kind]: list.slug }))
  const { [locale]: own, [other]: translated } = pagePaths({ locale, href })
  const paths = {
    [locale]: page > 1 ? `${own}?page=${page}` : own,
    ...(there ? { [other]: translated } : {}),
  }
  return <PageLanguageSwitch locale={locale} href={href} paths={paths} fallback="/blog" />
}
