import { getFormatter, getTranslations } from 'next-intl/server'

import { Icon } from '@/components/ui/icons/Icon'
import { ServerImage } from '@/components/ui/ServerImage'
import type { ArticleSummary } from '@/features/blog/article-view'
import { CategoryBadge } from '@/features/blog/components/CategoryBadge'
import { fallbackHeroImage } from '@/features/blog/reading/fallback-images'
import type { Locale } from '@/i18n/locales'

const SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** An article in a list: the whole card opens the article through its title link. */
export async function ArticleCard({
  article,
  locale,
}: {
  article: ArticleSummary
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'blogArticle' })
  const format = await getFormatter({ locale })
  const image = article.image ?? {
    url: fallbackHeroImage(article.category?.slug),
    alt: '',
    width: 1200,
    height: 675,
  }
  return (
    <article
      data-testid="article-card"
      className="relative flex h-full w-full flex-col overflow-hidden card shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-(--accent)"
    >
      <ServerImage
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        sizes={SIZES}
        className="aspect-video w-full bg-(--muted) object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        {article.category && (
          <p>
            <CategoryBadge category={article.category} />
          </p>
        )}
        <h3 className="text-xl font-bold text-balance">
          <a
            href={article.href}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </a>
        </h3>
        <p className="line-clamp-3 muted">{article.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm muted">
          <time dateTime={article.publishedAt}>
            {format.dateTime(new Date(article.publishedAt), {
              dateStyle: 'long',
              timeZone: 'Europe/Paris',
            })}
          </time>
          <span className="inline-flex items-center gap-1">
            <Icon name="clock" className="size-4" />
            {t('readingTime', { minutes: article.readingTime })}
          </span>
        </p>
      </div>
    </article>
  )
}
