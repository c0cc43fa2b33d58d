import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

/** A one-paragraph body in the editor's format, with an optional link. */
export function body(text: string, link?: string) {
  const textNode = {
    type: 'text',
    text,
    version: 1,
    format: 0,
    detail: 0,
    mode: 'normal',
    style: '',
  }
  const children = link
    ? [
        {
          type: 'link',
          version: 3,
          fields: { linkType: 'custom', url: link, newTab: false },
          children: [textNode],
          direction: 'ltr',
          format: '',
          indent: 0,
        },
      ]
    : [textNode]
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: [
        { type: 'paragraph', version: 1, children, direction: 'ltr', format: '', indent: 0 },
      ],
    },
  }
}

type ArticleInput = {
  slug: string
  language?: Locale
  status?: 'draft' | 'published'
  publishedAt?: string | null
  translationKey?: string
  link?: string
}

export async function createArticle(payload: Payload, input: ArticleInput) {
  return payload.create({
    collection: 'blog-articles',
    data: {
      slug: input.slug,
      title: `Article ${input.slug}`,
      excerpt: `Résumé de ${input.slug}`,
      author_name: 'Studio Web & IA',
      views_count: 0,
      language: input.language ?? 'fr',
      status: input.status ?? 'published',
      published_at: input.publishedAt,
      translation_key: input.translationKey,
      content: body(`Le texte de ${input.slug}.`, input.link),
    },
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
}

export const hoursFromNow = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString()
