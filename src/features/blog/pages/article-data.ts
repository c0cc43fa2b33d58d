import configPromise from '@payload-config'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { ArticleSummary, ArticleView, ContextualCta } from '@/features/blog/article-view'
import { ctaServiceTypes } from '@/features/blog/content/cta-placement'
import { previewArticle, publicArticle } from '@/features/blog/queries/article'
import {
  type ArticleEntry,
  ENTRY_POPULATE,
  ENTRY_SELECT,
  toEntry,
} from '@/features/blog/queries/article-entry'
import {
  relatedArticleIds,
  resolveArticleEntry,
  translationHref,
} from '@/features/blog/queries/article-index'
import { articleSummaries } from '@/features/blog/queries/lists'
import { contextualCta } from '@/features/blog/queries/taxonomy'
import { isSafeSlug } from '@/features/blog/addresses/slug-fallback'
import { otherLocale, type Locale } from '@/i18n/locales'

export const RELATED_COUNT = 3

export type ArticlePageData =
  | { kind: 'redirect'; href: string; permanent: boolean }
  | {
      kind: 'article'
      article: ArticleView
      related: ArticleSummary[]
      ctas: (ContextualCta | null)[]
      /** The same article in the other language, when it is published there. */
      translation: string | null
      /** Where the language switch goes: the translation, else the other blog. */
      switchHref: string
    }

/** The owner's preview: any article of that language and slug, whatever its status or date. */
async function previewEntry(locale: Locale, segments: string[]): Promise<ArticleEntry | null> {
  const slug = segments.at(-1) ?? ''
  if (!isSafeSlug(slug)) return null
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'blog-articles',
    where: { and: [{ language: { equals: locale } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    select: ENTRY_SELECT,
    populate: ENTRY_POPULATE,
    overrideAccess: true,
  })
  return docs[0] ? toEntry(docs[0]) : null
}

/**
 * Once per request: the page and its metadata both ask, and `segments` is a new array each
 * time, so the request-scoped cache is keyed on the segments as JSON (a decoded segment may
 * hold a slash).
 */
const loadOnce = cache((locale: Locale, segments: string, preview: boolean) =>
  load(locale, JSON.parse(segments) as string[], preview),
)

/** Finds what `/{lang}/blog/<segments>` shows: the article, or where to send the visitor. */
export function loadArticlePage(
  locale: Locale,
  segments: string[],
  preview = false,
): Promise<ArticlePageData> {
  return loadOnce(locale, JSON.stringify(segments), preview)
}

async function load(
  locale: Locale,
  segments: string[],
  preview: boolean,
): Promise<ArticlePageData> {
  const draft = preview ? await previewEntry(locale, segments) : null
  let entry: ArticleEntry
  if (draft) {
    entry = draft
  } else {
    const resolution = await resolveArticleEntry(locale, segments)
    if (resolution.kind === 'redirect') return resolution
    entry = resolution.article
  }
  const article = draft
    ? await previewArticle(draft.id, draft.language)
    : await publicArticle(entry.id, entry.language)
  if (!article) return { kind: 'redirect', href: `/${locale}/blog`, permanent: false }
  const other = otherLocale(locale)
  const [related, ctas, switchHref] = await Promise.all([
    relatedArticleIds(entry, RELATED_COUNT).then((ids) => articleSummaries(ids, locale)),
    Promise.all(ctaServiceTypes(entry.categorySlug).map((type) => contextualCta(type, locale))),
    translationHref(entry, other),
  ])
  return {
    kind: 'article',
    article,
    related,
    ctas,
    translation: switchHref === `/${other}/blog` ? null : switchHref,
    switchHref,
  }
}
