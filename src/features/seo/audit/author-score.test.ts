import { describe, expect, it } from 'vitest'

import { authorContentScore, authorRating } from '@/features/seo/audit/author-score'

const bio = (length: number) => 'a'.repeat(length)

describe('author content score', () => {
  it('gives 100 to a complete author', () => {
    expect(authorContentScore({ name: 'Studio', bio: bio(200), photo: true, links: 1 })).toEqual({
      score: 100,
      rating: 'excellent',
    })
  })

  it('rewards a longer bio', () => {
    const base = { name: 'Studio', photo: false, links: 0 }
    expect(authorContentScore({ ...base, bio: '' }).score).toBe(20)
    expect(authorContentScore({ ...base, bio: bio(20) }).score).toBe(30)
    expect(authorContentScore({ ...base, bio: bio(50) }).score).toBe(45)
    expect(authorContentScore({ ...base, bio: bio(150) }).score).toBe(60)
  })

  it('rates excellent from 80, high from 60, medium from 40', () => {
    expect(authorRating(80)).toBe('excellent')
    expect(authorRating(79)).toBe('high')
    expect(authorRating(60)).toBe('high')
    expect(authorRating(59)).toBe('medium')
    expect(authorRating(40)).toBe('medium')
    expect(authorRating(39)).toBe('low')
    expect(authorContentScore({ name: '', bio: '', photo: false, links: 0 })).toEqual({
      score: 0,
      rating: 'low',
    })
  })
})
