import type { Payload, PayloadRequest } from 'payload'

import { defaultAuthor } from '@/features/blog/author'
import { otherLocale, isLocale } from '@/i18n/locales'

export type TranslateOutcome =
  { status: 'created'; id: number } | { status: 'exists'; id: number } | { status: 'not-found' }

/** A slug not yet taken in the target language: the source slug, then -2, -3... */
async function freeSlug(payload: Payload, language: string, base: string, req: PayloadRequest) {
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`
    const { totalDocs } = await payload.count({
      collection: 'blog-articles',
      where: { and: [{ language: { equals: language } }, { slug: { equals: slug } }] },
      req,
    })
    if (totalDocs === 0) return slug
  }
  return `${base}-${Date.now()}`
}

/**
 * Starts the other language's version of an article: a draft sharing its translation key,
 * category, tags and images, with the text copied to be translated. Never a second one.
 */
export async function createTranslation(
  req: PayloadRequest,
  id: number,
): Promise<TranslateOutcome> {
  const { payload } = req
  const source = await payload.findByID({
    collection: 'blog-articles',
    id,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!source || !isLocale(source.language) || !source.translation_key)
    return { status: 'not-found' }
  const target = otherLocale(source.language)
  const { docs } = await payload.find({
    collection: 'blog-articles',
    where: {
      and: [
        { translation_key: { equals: source.translation_key } },
        { language: { equals: target } },
      ],
    },
    limit: 1,
    depth: 0,
    req,
  })
  if (docs[0]) return { status: 'exists', id: docs[0].id }
  const created = await payload.create({
    collection: 'blog-articles',
    data: {
      language: target,
      status: 'draft',
      translation_key: source.translation_key,
      slug: await freeSlug(payload, target, source.slug, req),
      title: source.title,
      excerpt: source.excerpt,
      content: source.content,
      category: source.category,
      tags: source.tags,
      featured_image: source.featured_image,
      og_image: source.og_image,
      author_name: defaultAuthor[target].name,
      author_bio: defaultAuthor[target].bio,
      meta_keywords: source.meta_keywords,
      views_count: 0,
    },
    req,
  })
  return { status: 'created', id: created.id }
}
