import type { Metadata } from 'next'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { env } from '@/config/env'
import { currentAuthorBio } from '@/features/blog/author'
import { feedPath } from '@/features/blog/feed'
import { ArticleJsonLd } from '@/features/blog/pages/ArticleJsonLd'
import { ArticlePage } from '@/features/blog/pages/ArticlePage'
import { ArticleViewBeacon } from '@/features/blog/pages/ArticleViewBeacon.client'
import { LanguageAlternate } from '@/features/blog/pages/LanguageAlternate'
import { loadArticlePage } from '@/features/blog/pages/article-data'
import { PreviewBanner } from '@/features/blog/pages/PreviewBanner'
import { isAdminPreview } from '@/features/blog/preview'
import { absoluteUrl } from '@/features/seo/metadata'
import { pageMetadata } from '@/features/seo/page-metadata'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { isLocale, otherLocale, type Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; slug: string[] }> }

// Rendered on each request (from cached data), not kept in the page cache: the old and partial
// addresses of an article are redirected by this page, and a redirect from a cached page goes
// out with its Location header twice on its first visit (vercel/next.js#82117), which crawlers
// and proxies that merge headers cannot follow.

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const data = await loadArticlePage(locale, slug)
  if (data.kind !== 'article') return {}
  const { article } = data
  return pageMetadata({
    locale,
    href: '/blog',
    paths: {
      [locale]: article.href,
      ...(data.translation ? { [otherLocale(locale)]: data.translation } : {}),
    },
    title: article.metaTitle,
    description: article.metaDescription,
    type: 'article',
    image: article.shareImage?.url,
    imageLabel: article.category?.name,
    feed: { title: 'RSS', path: feedPath(locale) },
  })
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const preview = await isAdminPreview()
  const data = await loadArticlePage(locale, slug, preview)
  // Other forms of an article's address are sent to its canonical one by the server.
  if (data.kind === 'redirect') {
    if (data.permanent) permanentRedirect(data.href)
    redirect(data.href)
  }
  const settings = await getSiteSettings()
  const url = absoluteUrl(data.article.href)
  const { author } = data.article
  const bio = currentAuthorBio(author.bio, locale, settings.claims.years)
  return (
    <ArticlePage
      locale={locale}
      article={{ ...data.article, author: { ...author, bio } }}
      url={url}
      related={data.related}
      ctas={data.ctas}
      linkedin={settings.linkedin}
    >
      <ArticleJsonLd
        article={data.article}
        url={url}
        origin={env().SITE_URL.replace(/\/$/, '')}
        publisher={settings.siteName}
      />
      <LanguageAlternate locale={otherLocale(locale)} href={data.switchHref} />
      {preview ? (
        <PreviewBanner locale={locale} path={data.article.href} />
      ) : (
        <ArticleViewBeacon id={data.article.id} />
      )}
    </ArticlePage>
  )
}
