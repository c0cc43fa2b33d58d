import { getFormatter, getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import type { ArticleView } from '@/features/blog/article-view'
import { ArticleViews } from '@/features/blog/components/ArticleViews.client'
import { CategoryBadge } from '@/features/blog/components/CategoryBadge'
import { ShareButton, type ShareLabels } from '@/features/blog/components/ShareButton.client'
import { absoluteUrl } from '@/features/seo/metadata'
import { breadcrumbList } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'
import type { Locale } from '@/i18n/locales'

type Props = {
  article: ArticleView
  locale: Locale
  url: string
  /** The author's face beside the byline, when they have one. */
  avatar: string | null
  views: ViewsShown
}

export type ViewsShown = {
  /** The owner's threshold (site settings): fewer views are not shown. */
  shownFrom: number
  /** Whether this showing counts as a view: not the owner's preview. */
  counts: boolean
}

/** Breadcrumb, category, title, excerpt, byline, date, reading time, views, share, tags. */
export async function ArticleHeader({ article, locale, url, avatar, views }: Props) {
  const t = await getTranslations({ locale, namespace: 'blogArticle' })
  const format = await getFormatter({ locale })
  const shareLabels: ShareLabels = {
    share: t('share'),
    shareOn: {
      linkedin: t('shareOn', { network: 'LinkedIn' }),
      twitter: t('shareOn', { network: 'X (Twitter)' }),
      facebook: t('shareOn', { network: 'Facebook' }),
    },
    shareByEmail: t('shareByEmail'),
    copyLink: t('copyLink'),
    copied: t('copied'),
    copySuccessTitle: t('copySuccessTitle'),
    copySuccessText: t('copySuccessText'),
    copyErrorTitle: t('copyErrorTitle'),
    copyErrorText: t('copyErrorText'),
    newWindow: t('newWindow'),
  }
  const crumbs = [
    { href: `/${locale}`, label: t('home') },
    { href: `/${locale}/blog`, label: t('blog') },
    ...(article.category
      ? [
          {
            href: `/${locale}/blog/category/${article.category.slug}`,
            label: article.category.name,
          },
        ]
      : []),
  ]
  return (
    <header className="mx-auto max-w-3xl">
      <JsonLd
        data={breadcrumbList([
          ...crumbs.map((crumb) => ({ name: crumb.label, url: absoluteUrl(crumb.href) })),
          { name: article.title },
        ])}
      />
      <nav aria-label={t('breadcrumb')}>
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm muted">
          {crumbs.map((crumb) => (
            <li key={crumb.href} className="flex items-center gap-2">
              <a href={crumb.href} className="underline-offset-4 hover:underline">
                {crumb.label}
              </a>
              <span aria-hidden="true">/</span>
            </li>
          ))}
          <li aria-current="page" className="line-clamp-1 font-medium text-(--foreground)">
            {article.title}
          </li>
        </ol>
      </nav>
      {article.category && (
        <p className="mt-6">
          <CategoryBadge category={article.category} />
        </p>
      )}
      <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
        {article.title}
      </h1>
      <p className="mt-5 text-lg muted">{article.excerpt}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm muted">
        <span className="inline-flex items-center gap-2 font-semibold text-(--foreground)">
          {avatar && (
            // 32 px of an image already sized for the author card below: no optimizer needed.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={avatar} alt="" width={32} height={32} className="size-8 rounded-full" />
          )}
          {t('by', { author: article.author.name })}
        </span>
        <time dateTime={article.publishedAt}>
          {t('publishedOn', {
            date: format.dateTime(new Date(article.publishedAt), {
              dateStyle: 'long',
              timeZone: 'Europe/Paris',
            }),
          })}
        </time>
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" className="size-4" />
          {t('readingTime', { minutes: article.readingTime })}
        </span>
        <ArticleViews
          id={article.id}
          count={article.viewsCount}
          shownFrom={views.shownFrom}
          label={t.raw('views') as string}
          locale={locale}
          counts={views.counts}
        >
          <Icon name="eye" className="size-4" />
        </ArticleViews>
        {/* At the row's end, where the view count appearing cannot push it. */}
        <div className="ml-auto">
          <ShareButton url={url} title={article.title} labels={shareLabels} />
        </div>
      </div>
      {article.tags.length > 0 && (
        <ul aria-label={t('tags')} className="mt-5 flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li key={tag.slug}>
              <a
                href={`/${locale}/blog/tag/${tag.slug}`}
                className="inline-flex min-h-8 items-center rounded-full bg-(--muted) px-3 text-sm hover:underline"
              >
                #{tag.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}
