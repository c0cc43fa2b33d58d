import { JSDOM } from 'jsdom'
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload, PayloadRequest } from 'payload'

import { defaultAuthor } from '@/features/blog/author'
import { parseImport, titleFromBody } from '@/features/blog/import/parse-import'
import { sanitizeImportedHtml } from '@/features/blog/import/sanitize'
import { withoutUnsafeLinks, type LexicalNode } from '@/features/blog/content/lexical-tree'
import { markdownToArticleBody } from '@/features/blog/content/markdown'
import { blogEditorFeatures } from '@/fields/blog-editor'
import { slugify } from '@/features/portfolio/identifiers'
import { isLocale } from '@/i18n/locales'
import type { BlogArticle } from '@/payload-types'

export type ImportResult =
  | { file: string; status: 'created'; id: number; title: string; language: string }
  | { file: string; status: 'refused'; reason: string }

async function htmlToBody(payload: Payload, html: string): Promise<BlogArticle['content']> {
  const editorConfig = await editorConfigFactory.fromFeatures({
    config: payload.config,
    features: blogEditorFeatures,
  })
  const state = convertHTMLToLexical({ editorConfig, html: sanitizeImportedHtml(html), JSDOM })
  const root: LexicalNode = JSON.parse(JSON.stringify(state.root))
  const content: BlogArticle['content'] = JSON.parse(
    JSON.stringify({ ...state, root: withoutUnsafeLinks(root) }),
  )
  return content
}

async function idsBySlug(
  payload: Payload,
  collection: 'blog-categories' | 'blog-tags',
  slugs: string[],
  req?: PayloadRequest,
) {
  if (slugs.length === 0) return []
  const { docs } = await payload.find({
    collection,
    where: { slug: { in: slugs } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

/**
 * Creates an article from an imported Markdown or HTML file: a draft unless its front matter
 * says `status: published`. The body goes through the same safety as the editor's (sanitized
 * HTML, no unsafe link); a duplicate address in the same language is refused, never replaced.
 */
export async function importArticle(
  payload: Payload,
  file: { name: string; text: string },
  req?: PayloadRequest,
): Promise<ImportResult> {
  const parsed = parseImport(file.name, file.text)
  const title = parsed.meta.title || titleFromBody(parsed)
  if (!title)
    return {
      file: file.name,
      status: 'refused',
      reason: 'Titre introuvable (front matter « title » ou premier titre).',
    }
  const language = isLocale(parsed.meta.language) ? parsed.meta.language : 'fr'
  const slug = slugify(parsed.meta.slug || title)
  const { totalDocs } = await payload.count({
    collection: 'blog-articles',
    where: { and: [{ language: { equals: language } }, { slug: { equals: slug } }] },
    req,
    overrideAccess: true,
  })
  if (totalDocs > 0)
    return {
      file: file.name,
      status: 'refused',
      reason: `Un article « ${slug} » existe déjà dans cette langue.`,
    }
  // The title is its own field: the heading it was read from is not repeated in the body.
  const body =
    parsed.format === 'html'
      ? parsed.body.replace(/<h1[^>]*>[\s\S]*?<\/h1>/i, '')
      : parsed.body.replace(/^#\s+.+\n?/m, '')
  const content =
    parsed.format === 'html'
      ? await htmlToBody(payload, body)
      : await markdownToArticleBody(payload.config, body)
  const [category] = await idsBySlug(
    payload,
    'blog-categories',
    parsed.meta.category ? [parsed.meta.category] : [],
    req,
  )
  const tags = await idsBySlug(
    payload,
    'blog-tags',
    parsed.meta.tags.map((tag) => slugify(tag)),
    req,
  )
  const publishedAt =
    parsed.meta.published_at && !Number.isNaN(Date.parse(parsed.meta.published_at))
      ? new Date(parsed.meta.published_at).toISOString()
      : undefined
  const created = await payload.create({
    collection: 'blog-articles',
    data: {
      language,
      status: parsed.meta.status === 'published' ? 'published' : 'draft',
      published_at: publishedAt,
      slug,
      title: title.slice(0, 160),
      excerpt: (parsed.meta.excerpt || parsed.meta.meta_description || title).slice(0, 300),
      meta_description: parsed.meta.meta_description?.slice(0, 170),
      content,
      category,
      tags,
      author_name: defaultAuthor[language].name,
      author_bio: defaultAuthor[language].bio,
      views_count: 0,
    },
    req,
    overrideAccess: true,
  })
  return { file: file.name, status: 'created', id: created.id, title: created.title, language }
}
