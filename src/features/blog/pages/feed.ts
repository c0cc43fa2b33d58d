import { Feed } from 'feed'

import { env } from '@/config/env'
import { newestArticles } from '@/features/blog/queries/article-index'
import { articleSummaries } from '@/features/blog/queries/lists'
import type { Locale } from '@/i18n/locales'
import { serverTranslator } from '@/i18n/server-messages'
import { getSiteSettings } from '@/features/site-settings/get-site-settings'

const FEED_SIZE = 20

export function feedPath(locale: Locale): string {
  return `/${locale}/blog/rss.xml`
}

/** The RSS 2.0 feed of one language: its 20 newest visible articles (the `feed` library). */
export async function blogFeed(locale: Locale): Promise<string> {
  const origin = env().SITE_URL.replace(/\/$/, '')
  const t = serverTranslator(locale, 'blog')
  const settings = await getSiteSettings()
  const newest = await newestArticles(locale, FEED_SIZE)
  const articles = await articleSummaries(
    newest.map((entry) => entry.id),
    locale,
  )
  const feed = new Feed({
    id: `${origin}/${locale}/blog`,
    link: `${origin}/${locale}/blog`,
    title: t('rssTitle', { site: settings.siteName }),
    description: t('rssDescription', { site: settings.siteName }),
    language: locale,
    updated: articles[0] ? new Date(articles[0].publishedAt) : undefined,
    generator: false,
    feedLinks: { rss: `${origin}${feedPath(locale)}` },
    copyright: `© ${settings.siteName}`,
    ttl: 60,
  })
  for (const article of articles) {
    feed.addItem({
      title: article.title,
      id: `${origin}${article.href}`,
      link: `${origin}${article.href}`,
      description: article.excerpt,
      date: new Date(article.publishedAt),
      category: [
        ...(article.category ? [{ name: article.category.name }] : []),
        ...article.tags.map((tag) => ({ name: tag.name })),
      ],
      image: article.image
        ? { url: `${origin}${article.image.url}`, type: 'image/webp' }
        : undefined,
    })
  }
  return feed.rss2()
}
