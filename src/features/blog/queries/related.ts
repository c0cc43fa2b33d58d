import { tokenize } from '@/features/blog/search/search-terms'

export type RelatedCandidate = {
  id: number
  language: string
  categorySlug: string | null
  tags: string[]
  keywords: string[]
  title: string
  publishedAt: string
}

/** Score: 2 per shared keyword (title words and meta keywords), 5 for the category, 3 per tag. */
export function scoreRelated(candidate: RelatedCandidate, target: RelatedCandidate): number {
  const wordsOf = (article: RelatedCandidate) =>
    new Set(tokenize([article.title, ...article.keywords].join(' ')))
  const targetWords = wordsOf(target)
  const keywordMatches = [...wordsOf(candidate)].filter((word) => targetWords.has(word)).length
  const sameCategory =
    candidate.categorySlug !== null && candidate.categorySlug === target.categorySlug
  const tagMatches = candidate.tags.filter((tag) => target.tags.includes(tag)).length
  return keywordMatches * 2 + (sameCategory ? 5 : 0) + tagMatches * 3
}

/**
 * Up to `limit` articles to read next: same language, not the article itself; the same
 * category first, then by score, then newest first.
 */
export function pickRelated<T extends RelatedCandidate>(
  target: RelatedCandidate,
  candidates: readonly T[],
  limit = 3,
): T[] {
  return candidates
    .filter((candidate) => candidate.language === target.language && candidate.id !== target.id)
    .map((candidate) => ({
      candidate,
      sameCategory:
        candidate.categorySlug !== null && candidate.categorySlug === target.categorySlug,
      score: scoreRelated(candidate, target),
    }))
    .sort(
      (a, b) =>
        Number(b.sameCategory) - Number(a.sameCategory) ||
        b.score - a.score ||
        b.candidate.publishedAt.localeCompare(a.candidate.publishedAt),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate)
}
