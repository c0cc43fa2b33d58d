import { describe, expect, it } from 'vitest'

import { pickFeatured } from '@/features/blog/featured'

const articles = [5, 1, 4, 2, 3].map((id) => ({ id }))
const day = (iso: string) => new Date(iso)

describe('featured rotation', () => {
  it('chooses the same articles all day, whatever the input order', () => {
    const morning = pickFeatured(articles, day('2026-11-23T00:01:00Z'))
    const evening = pickFeatured([...articles].reverse(), day('2026-11-23T23:59:00Z'))
    expect(morning).toEqual(evening)
    expect(new Set(morning.map((a) => a.id)).size).toBe(3)
  })

  it('moves on the next day', () => {
    const today = pickFeatured(articles, day('2026-11-23T12:00:00Z')).map((a) => a.id)
    const tomorrow = pickFeatured(articles, day('2026-11-24T12:00:00Z')).map((a) => a.id)
    expect(tomorrow).not.toEqual(today)
    expect(tomorrow.slice(0, 2)).toEqual(today.slice(1))
  })

  it('returns every article when there are fewer than asked', () => {
    expect(pickFeatured(articles.slice(0, 2), new Date(), 3)).toHaveLength(2)
    expect(pickFeatured([], new Date())).toEqual([])
  })
})
