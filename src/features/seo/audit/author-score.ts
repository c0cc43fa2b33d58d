/**
 * The author content score of an article (max 100; excellent from 80, high from
 * 60, medium from 40, else low), from how complete the author's presentation is: a name, a bio
 * that says something, a photo and at least one profile link.
 */
export type AuthorFacts = { name: string; bio: string; photo: boolean; links: number }

export type AuthorRating = 'excellent' | 'high' | 'medium' | 'low'

export const authorRatingLabels: Record<AuthorRating, string> = {
  excellent: 'excellent',
  high: 'élevé',
  medium: 'moyen',
  low: 'faible',
}

const BIO_FULL = 150
const BIO_SHORT = 50

export function authorContentScore(author: AuthorFacts): { score: number; rating: AuthorRating } {
  const bio = author.bio.trim().length
  const score =
    (author.name.trim() ? 20 : 0) +
    (bio >= BIO_FULL ? 40 : bio >= BIO_SHORT ? 25 : bio > 0 ? 10 : 0) +
    (author.photo ? 20 : 0) +
    (author.links > 0 ? 20 : 0)
  return { score, rating: authorRating(score) }
}

export function authorRating(score: number): AuthorRating {
  if (score >= 80) return 'excellent'
  if (score >= 60) return 'high'
  if (score >= 40) return 'medium'
  return 'low'
}
