import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'

import { PageLanguageSwitch } from '@/components/layout/widgets/PageLanguageSwitch'
import { env } from '@/config/env'
import { shownAuthor } from '@/features/blog/author'
import { feedPath } from '@/features/blog/pages/feed'
import { ArticleJsonLd } from '@/features/blog/pages/ArticleJsonLd'
import { ArticlePage } from '@/features/blog/pages/ArticlePage'
import { loadArticlePage } from '@/features/blog/pages/article-data'
import { PreviewBanner } from '@/features/blog/pages/PreviewBanner'
import { isAdminPreview } from '@/features/blog/publishing/preview'
import { localeRoute, type LocalePageProps, type RouteParams } from '@/features/routing/page-route'
import { absoluteUrl } from '@/features/seo/metadata'
import { pageMetadata } from '@/features/seo/page-metadata'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'
import { otherLocale, type Locale } from '@/i18n/locales'

/**
 * An article's page, shared by its two routes: `blog/[category]/[article]`, the canonical
 * address, served from the page cache, and `blog/[...slug]`, every other form of an
 * article address (a bare or legacy slug), rendered per request because it redirects: a redirect
 * kept in the page cache goes out with its Location header twice (vercel/next.js#82117), which
 * crawlers and proxies that merge headers cannot follow.
 */
export function articleRoute<P extends LocalePageProps>(
  slug: (params: RouteParams<P>) => string[],
) {
  return localeRoute<P>({
    metadata: ({ locale, params }) => articleMetadata(locale, slug(params)),
    page: ({ locale, params }) => <ArticleRoute locale={locale} slug={slug(params)} />,
  })
}

async function articleMetadata(locale: Locale, slug: string[]): Promise<Metadata> {
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

async function ArticleRoute({ locale, slug }: { locale: Locale; slug: string[] }) {
  const preview = await isAdminPreview()
  const data = await loadArticlePage(locale, slug, preview)
  // Other forms of an article's address are sent to its canonical one by the server.
  if (data.kind === 'redirect') {
    if (data.permanent) permanentRedirect(data.href)
    redirect(data.href)
  }
  const settings = await getSiteSettings()
  const url = absoluteUrl(data.article.href)
  const author = shownAuthor(data.article.author, data.article.language, settings)
  const article = { ...data.article, author: { name: author.name, bio: author.bio } }
  return (
    <>
      <ArticlePage
        locale={locale}
        article={article}
        url={url}
        related={data.related}
        ctas={data.ctas}
        author={author}
        views={{ shownFrom: settings.viewsShownFrom, counts: !preview }}
      >
        <ArticleJsonLd
          article={article}
          url={url}
          origin={env().SITE_URL.replace(/\/$/, '')}
          publisher={settings.siteName}
        />
        {preview && <PreviewBanner locale={locale} path={data.article.href} />}
      </ArticlePage>
      {/* The translated article, or the other language's blog when there is none. */}
      <PageLanguageSwitch
        locale={locale}
        href="/blog"
        paths={{ [locale]: data.article.href, [otherLocale(locale)]: data.switchHref }}
      />
    </>
  )
}
