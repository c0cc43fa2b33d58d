import type { ArticleView } from '@/features/blog/article-view'

type Props = { article: ArticleView; url: string; origin: string; publisher: string }

/** The spec's structured-data article block, in the first response. */
export function ArticleJsonLd({ article, url, origin, publisher }: Props) {
  const image = article.ogImage ?? article.image
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.metaDescription,
    image: image ? [`${origin}${image.url}`] : undefined,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Organization', name: article.author.name, url: origin },
    publisher: { '@type': 'Organization', name: publisher, url: origin },
    wordCount: article.wordCount,
    keywords: article.metaKeywords.join(', ') || undefined,
    inLanguage: article.language,
    mainEntityOfPage: url,
  }
  // "<" escaped: the owner's text must not be able to close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
