import type { ArticleView } from '@/features/blog/article-view'
import { organizationRef } from '@/features/seo/structured-data/builders'
import { JsonLd } from '@/features/seo/structured-data/json-ld'

type Props = { article: ArticleView; url: string; origin: string; publisher: string }

/** The article as structured data (BlogPosting), in the first response. */
export function ArticleJsonLd({ article, url, origin, publisher }: Props) {
  const image = article.ogImage ?? article.image
  return (
    <JsonLd
      data={{
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.metaDescription,
        image: image ? [`${origin}${image.url}`] : [`${origin}/icon.svg`],
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        author: {
          '@type': 'Person',
          name: article.author.name,
          url: `${origin}/${article.language}`,
        },
        publisher: {
          ...organizationRef(origin),
          name: publisher,
          logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` },
        },
        wordCount: article.wordCount,
        keywords: article.metaKeywords.join(', ') || undefined,
        inLanguage: article.language,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      }}
    />
  )
}
