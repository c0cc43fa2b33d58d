import type { Where } from 'payload'

/**
 * The visibility rule of articles as a database filter: status published, a publication date set
 * and not in the future. Every public read (lists, article, related, footer, feeds, sitemap,
 * search) goes through it, via the collection's read access or explicitly.
 */
export function publicArticleWhere(now: Date): Where {
  return {
    and: [
      { status: { equals: 'published' } },
      { published_at: { exists: true } },
      { published_at: { less_than_equal: now.toISOString() } },
    ],
  }
}
