export type ArticleState = 'draft' | 'scheduled' | 'published'

/** Visible when published with a publication date that has come; ahead, it is scheduled. */
export function articleState(
  article: { status: string; publishedAt: string | null | undefined },
  now: Date,
): ArticleState {
  if (article.status !== 'published') return 'draft'
  if (!article.publishedAt || Date.parse(article.publishedAt) > now.getTime()) return 'scheduled'
  return 'published'
}
