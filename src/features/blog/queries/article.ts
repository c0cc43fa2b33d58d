import configPromise from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { BLOG_TAG } from '@/collections/BlogArticles/cache-tag'
import type { ArticleView } from '@/features/blog/article-view'
import { outlineOf, type LexicalDocument } from '@/features/blog/content/lexical-tree'
import { publicArticleWhere } from '@/features/blog/publishing/public-where'
import { typesetContent } from '@/features/blog/content/typeset-content'
import { countWords } from '@/features/blog/reading/reading-time'
import { toImage, toSummary } from '@/features/blog/queries/to-summary'
import { typeset } from '@/i18n/french-typography'
import type { Locale } from '@/i18n/locales'
import type { BlogArticle } from '@/payload-types'

export function toArticleView(doc: BlogArticle): ArticleView | null {
  const summary = toSummary(doc)
  if (!summary) return null
  const content = typesetContent(doc.content as LexicalDocument, summary.language)
  const outline = outlineOf(content)
  return {
    ...summary,
    content,
    sections: outline.sections,
    wordCount: doc.word_count ?? countWords(outline.text),
    author: { name: doc.author_name, bio: typeset(doc.author_bio ?? '', summary.language) },
    metaTitle: doc.meta_title ? typeset(doc.meta_title, summary.language) : summary.title,
    metaDescription: doc.meta_description
      ? typeset(doc.meta_description, summary.language)
      : summary.excerpt,
    metaKeywords: doc.meta_keywords ?? [],
    ogImage: toImage(doc.og_image) ?? summary.image,
    shareImage: toImage(doc.og_image),
  }
}

/**
 * `language` is the article's own: its category's and tags' names are read in it (an English
 * article shows "SEO", not "Référencement").
 */
async function loadArticle(
  id: number,
  language: Locale,
  draft: boolean,
): Promise<ArticleView | null> {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'blog-articles',
    // A draft preview (the owner, checked by the caller) skips the visibility rule.
    where: draft
      ? { id: { equals: id } }
      : { and: [{ id: { equals: id } }, publicArticleWhere(new Date())] },
    limit: 1,
    depth: 2,
    locale: language,
    overrideAccess: draft,
  })
  const doc = docs[0]
  if (!doc) return null
  // A draft has no publication date yet: the preview dates it from its last change.
  return toArticleView(draft ? { ...doc, published_at: doc.published_at ?? doc.updatedAt } : doc)
}

const cachedArticle = unstable_cache(
  (id: number, language: Locale) => loadArticle(id, language, false),
  ['blog-article'],
  { tags: [BLOG_TAG], revalidate: 60 },
)

/** A visible article by id; ids come from the article index, so junk never reaches the cache. */
export function publicArticle(id: number, language: Locale): Promise<ArticleView | null> {
  return cachedArticle(id, language)
}

/** Any article, for the owner's preview: never cached. */
export function previewArticle(id: number, language: Locale): Promise<ArticleView | null> {
  return loadArticle(id, language, true)
}
