import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { defaultAuthor } from '@/features/blog/author'
import { markdownToArticleBody } from '@/features/blog/content/markdown'
import { seedArticles } from '@/features/blog/seed/seed-articles'
import { seedImageAlts } from '@/features/blog/seed/image-alts'
import {
  seedBlogCategories,
  seedBlogTags,
  seedContext,
  seedContextualCtas,
} from '@/features/blog/seed/seed-taxonomy'
import type { SeedArticle } from '@/features/blog/seed/seed-types'
import { uploadSeedImage } from '@/features/seed/seed-media'
import { locales } from '@/i18n/locales'

const seedDirectory = () => path.resolve(process.cwd(), 'src/features/blog/seed')

function uploadHeroImage(payload: Payload, key: string): Promise<number> {
  const file = path.join(seedDirectory(), '..', 'seed-images', `${key}.webp`)
  return uploadSeedImage(payload, file, seedImageAlts[key] ?? { fr: '', en: '' })
}

async function createArticle(
  payload: Payload,
  article: SeedArticle,
  ids: { categories: Map<string, number>; tags: Map<string, number> },
): Promise<void> {
  const image = await uploadHeroImage(payload, article.translationKey)
  for (const language of locales) {
    const version = article.versions[language]
    if (!version) continue
    const file = path.join(seedDirectory(), 'articles', `${article.translationKey}.${language}.md`)
    const content = await markdownToArticleBody(payload.config, await fs.readFile(file, 'utf8'))
    await payload.create({
      collection: 'blog-articles',
      data: {
        language,
        status: 'published',
        published_at: article.publishedAt,
        slug: version.slug,
        translation_key: article.translationKey,
        category: ids.categories.get(article.category),
        tags: article.tags.flatMap((slug) => ids.tags.get(slug) ?? []),
        title: version.title,
        excerpt: version.excerpt,
        featured_image: image,
        content,
        meta_title: version.metaTitle,
        meta_description: version.metaDescription,
        meta_keywords: version.metaKeywords,
        author_name: defaultAuthor[language].name,
        author_bio: defaultAuthor[language].bio,
        views_count: 0,
      },
      overrideAccess: true,
      context: seedContext,
    })
  }
}

/**
 * Seeds the blog once, on a database without categories: the four categories, the tags, the
 * contextual calls to action and the articles (Markdown files converted to the editor's format).
 */
export async function seedBlog(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'blog-categories', overrideAccess: true })
  if (totalDocs > 0) return
  const categories = await seedBlogCategories(payload)
  const tags = await seedBlogTags(payload)
  await seedContextualCtas(payload)
  for (const article of seedArticles) await createArticle(payload, article, { categories, tags })
}
